import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { Brand } from '@/lib/model/brand';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { NewBrandFields } from '../admin-new-brand-form-schema';
import { invalidateBrand } from './admin-invalidate-brand';

/** The brand id is already a brand's (shown next to the id field). */
export class BrandIdTakenError extends Error {
  override name = 'BrandIdTakenError';
}

/** What a new brand starts with besides the form's fields: unpublished, no images. */
export const newBrandDefaults = {
  tagline: '',
  description: '',
  logoPath: null,
  heroPath: null,
  // The site's accent colour: white text on it passes AA (contrast 6.2:1).
  themeColor: '#0b57d0',
  contact: { hours: '' },
  published: false,
} as const;

export type CreateBrandInput = NewBrandFields & { sortOrder: number };

/**
 * Creates brands/{id}. In a transaction that reads the id first: a `set` over an existing
 * brand would be an update (and the rules would refuse it for its new createdAt), so a taken id
 * is reported as such, also when two people pick it at the same moment.
 */
export async function createBrand(
  db: Firestore,
  { id, name, kind, email, phone, sortOrder }: CreateBrandInput,
) {
  const ref = doc(db, collectionPaths.brand(id)).withConverter(brandConverter);
  await runTransaction(db, async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists()) throw new BrandIdTakenError(id);
    const brand: Omit<Brand, 'createdAt' | 'updatedAt'> = {
      ...newBrandDefaults,
      name,
      kind,
      contact: { ...newBrandDefaults.contact, email, phone },
      sortOrder,
    };
    // Server times (the rules require == request.time); the converter passes them through.
    transaction.set(ref, { ...brand, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  });
}

export function useCreateBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateBrandInput) => createBrand(firestore, input),
    onSuccess: (_result, input) => invalidateBrand(queryClient, input.id),
  });
}

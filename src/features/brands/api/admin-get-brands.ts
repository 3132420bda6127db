import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, doc, getDoc, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { currentStaffScope } from '@/features/auth/api/staff-scope';
import { brandConverter } from '@/lib/converters/brand-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { BrandWithId } from './get-published-brands';
import { brandKeys } from './keys';

/**
 * The brands the signed-in staff member runs, published or not, in display order: every brand
 * for operator-wide staff (data-model.md's query table); brand staff's own brands, each read by
 * its id — a query over every brand would be refused by the rules (docs/auth.md, "Staff").
 */
export async function getAdminBrands(): Promise<BrandWithId[]> {
  const scope = currentStaffScope();
  if (scope?.kind === 'brands') {
    const snapshots = await Promise.all(
      scope.brandIds.map((id) =>
        getDoc(doc(firestore, collectionPaths.brand(id)).withConverter(brandConverter)),
      ),
    );
    return snapshots
      .flatMap((d) => {
        const brand = d.data();
        return brand ? [{ ...brand, id: d.id }] : [];
      })
      .sort((a, b) => a.sortOrder - b.sortOrder);
  }
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.brands()).withConverter(brandConverter),
      orderBy('sortOrder'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

/** Admin keys start with 'admin', so a draft never lands in a visitor's cache. */
export const adminBrandsQuery = () =>
  queryOptions({ queryKey: brandKeys.staffAll, queryFn: getAdminBrands });

export function useAdminBrands(): BrandWithId[] {
  return useSuspenseQuery(adminBrandsQuery()).data;
}

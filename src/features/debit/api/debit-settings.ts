import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { doc, getDoc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { debitSettingsConverter } from '@/lib/converters/debit-converters';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DebitSettings } from '@/lib/model/debit-settings';
import { debitKeys } from './keys';

/** The brand's 口座振替 settings (staff only), or null while staff have not set them. */
export async function getDebitSettings(
  db: Firestore,
  brandId: string,
): Promise<DebitSettings | null> {
  const snapshot = await getDoc(
    doc(db, collectionPaths.debitSettings(brandId)).withConverter(debitSettingsConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const debitSettingsQuery = (brandId: string) =>
  queryOptions({
    queryKey: debitKeys.settings(brandId),
    queryFn: () => getDebitSettings(firestore, brandId),
  });

export function useDebitSettings(brandId: string) {
  return useQuery(debitSettingsQuery(brandId));
}

export type DebitSettingsInput = Omit<DebitSettings, 'updatedAt'>;

export async function saveDebitSettings(
  db: Firestore,
  { brandId, settings }: { brandId: string; settings: DebitSettingsInput },
): Promise<void> {
  await setDoc(doc(db, collectionPaths.debitSettings(brandId)), {
    ...settings,
    updatedAt: serverTimestamp(),
  });
}

export function useSaveDebitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { brandId: string; settings: DebitSettingsInput }) =>
      saveDebitSettings(firestore, input),
    onSettled: async (_r, _e, { brandId }) => {
      await queryClient.invalidateQueries({ queryKey: debitKeys.settings(brandId) });
    },
  });
}

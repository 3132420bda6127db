import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { billingSettingsConverter } from '@/lib/converters/billing-settings-converter';
import { firestore } from '@/lib/firebase-firestore';
import type { BillingSettingsForm } from '@/lib/model/billing-settings';
import { collectionPaths } from '@/lib/model/collection-paths';
import { paymentKeys } from './keys';

export type SaveBillingSettingsInput = { brandId: string; settings: BillingSettingsForm };

/** Staff save a brand's billing settings whole (the rules check every field). */
export async function saveBillingSettings(
  db: Firestore,
  { brandId, settings }: SaveBillingSettingsInput,
): Promise<void> {
  const ref = doc(db, collectionPaths.billingSettings(brandId)).withConverter(
    billingSettingsConverter,
  );
  await setDoc(ref, { ...settings, updatedAt: serverTimestamp() });
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveBillingSettingsInput) => saveBillingSettings(firestore, input),
    onSuccess: async (_, { brandId }) => {
      await queryClient.invalidateQueries({ queryKey: paymentKeys.billingSettings(brandId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { routeRuleStep } from '../route-rule-step';
import { routeRuleKeys } from './keys';

export type SetRouteRuleEnabledInput = { id: string; enabled: boolean };

/** Turns a rule on or off (a disabled rule is never served) without touching the rest. */
export async function setRouteRuleEnabled(
  db: Firestore,
  { id, enabled }: SetRouteRuleEnabledInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.routeRule(id)), {
    enabled,
    updatedAt: serverTimestamp(),
  });
}

export function useSetRouteRuleEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetRouteRuleEnabledInput) => setRouteRuleEnabled(firestore, input),
    onSuccess: async () => {
      routeRuleStep.forget();
      await queryClient.invalidateQueries({ queryKey: routeRuleKeys.all });
    },
  });
}

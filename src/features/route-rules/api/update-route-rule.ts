import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { RouteRuleFields } from '../route-rule-form-schema';
import { routeRuleStep } from '../route-rule-step';
import { routeRuleKeys } from './keys';

export type UpdateRouteRuleInput = { id: string; fields: RouteRuleFields };

/** Rewrites a rule's fields; `createdAt` stays, `updatedAt` is the server's time. */
export async function updateRouteRule(
  db: Firestore,
  { id, fields }: UpdateRouteRuleInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.routeRule(id)), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
}

export function useUpdateRouteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRouteRuleInput) => updateRouteRule(firestore, input),
    onSuccess: async () => {
      routeRuleStep.forget();
      await queryClient.invalidateQueries({ queryKey: routeRuleKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { routeRuleStep } from '../route-rule-step';
import { routeRuleKeys } from './keys';

/** Deletes a rule (after the screen's confirmation). */
export async function deleteRouteRule(db: Firestore, id: string): Promise<void> {
  await deleteDoc(doc(db, collectionPaths.routeRule(id)));
}

export function useDeleteRouteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRouteRule(firestore, id),
    onSuccess: async () => {
      routeRuleStep.forget();
      await queryClient.invalidateQueries({ queryKey: routeRuleKeys.all });
    },
  });
}

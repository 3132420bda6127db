import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { routeRuleConverter } from '@/lib/converters/route-rule-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { RouteRuleFields } from '../route-rule-form-schema';
import { routeRuleStep } from '../route-rule-step';
import { routeRuleKeys } from './keys';

/** Adds a rule; both timestamps are the server's (the rules require `== request.time`). */
export async function createRouteRule(db: Firestore, fields: RouteRuleFields): Promise<string> {
  const ref = collection(db, collectionPaths.routeRules()).withConverter(routeRuleConverter);
  const created = await addDoc(ref, {
    ...fields,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

export function useCreateRouteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RouteRuleFields) => createRouteRule(firestore, fields),
    onSuccess: async () => {
      routeRuleStep.forget();
      await queryClient.invalidateQueries({ queryKey: routeRuleKeys.all });
    },
  });
}

import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { routeRuleConverter } from '@/lib/converters/route-rule-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { RouteRule } from '@/lib/model/route-rule';
import { routeRuleKeys } from './keys';

/**
 * One stored rule. `rule` is null for a document that does not match the schema: the function
 * ignores such a rule, and the admin screen lists it so staff can delete it.
 */
export type StoredRouteRule = { id: string; rule: RouteRule | null };

/** Every rule, by `from` (admins only; the rules refuse everyone else). */
export async function getRouteRules(): Promise<StoredRouteRule[]> {
  const ref = collection(firestore, collectionPaths.routeRules()).withConverter(routeRuleConverter);
  const snapshot = await getDocs(query(ref, orderBy('from')));
  return snapshot.docs.map((doc) => {
    try {
      return { id: doc.id, rule: doc.data() };
    } catch {
      return { id: doc.id, rule: null };
    }
  });
}

export const routeRulesQuery = () =>
  queryOptions({ queryKey: routeRuleKeys.all, queryFn: getRouteRules });

export function useRouteRules(): StoredRouteRule[] {
  return useSuspenseQuery(routeRulesQuery()).data;
}

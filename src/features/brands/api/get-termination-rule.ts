import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { doc, type Firestore } from 'firebase/firestore/lite';
import { terminationRuleConverter } from '@/lib/converters/termination-rule-converter';
import { firestore } from '@/lib/firebase-firestore';
import { readVisibleDoc } from '@/lib/firebase-read-visible-doc';
import { collectionPaths } from '@/lib/model/collection-paths';
import { defaultTerminationRule, type TerminationRuleFields } from '@/lib/model/termination-rule';
import { brandKeys } from './keys';

/** The brand's 解約 rule as stored, or null when staff have not set one. */
export async function getStoredTerminationRule(
  db: Firestore,
  brandId: string,
): Promise<TerminationRuleFields | null> {
  const ref = doc(db, collectionPaths.brandTerminationRule(brandId)).withConverter(
    terminationRuleConverter,
  );
  const rule = await readVisibleDoc(ref);
  if (!rule) return null;
  const { endOn, noticeMonths, noticeDays, lastMonthProrated } = rule;
  return { endOn, noticeMonths, noticeDays, lastMonthProrated };
}

/** The 解約 rule in force: the stored one, else defaultTerminationRule (as the rules do). */
export async function getTerminationRule(brandId: string): Promise<TerminationRuleFields> {
  return (await getStoredTerminationRule(firestore, brandId)) ?? defaultTerminationRule;
}

export const terminationRuleQuery = (brandId: string) =>
  queryOptions({
    queryKey: brandKeys.terminationRule(brandId),
    queryFn: () => getTerminationRule(brandId),
  });

export function useTerminationRule(brandId: string): TerminationRuleFields {
  return useSuspenseQuery(terminationRuleQuery(brandId)).data;
}

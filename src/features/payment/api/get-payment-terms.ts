import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { restGetVisibleDoc } from '@/lib/firestore-rest';
import { collectionPaths } from '@/lib/model/collection-paths';
import { readPaymentMethods } from '#shared/model/offered-payment-methods.js';
import { paymentTerms, type PaymentTerms } from '#shared/model/payment-terms.js';
import { paymentKeys } from './keys';

/** The one field of brands/{b}/settings/billing the terms need, read as loosely as stored. */
const storedMethodsSchema = z.object({ paymentMethods: z.optional(z.unknown()) });

/**
 * The 特定商取引法 page's 支払方法・支払時期 from the brand's お支払い設定 (a visitor's REST read,
 * no Firestore SDK on the public page): the methods it can offer (a withdrawn クレジットカード
 * is left out) and the due-day rule. A brand without settings says staff will tell.
 */
export async function getPaymentTerms(brandId: string): Promise<PaymentTerms> {
  const stored = await restGetVisibleDoc(
    collectionPaths.billingSettings(brandId),
    storedMethodsSchema,
  );
  return paymentTerms({ methods: readPaymentMethods(stored?.paymentMethods).offered });
}

export const paymentTermsQuery = (brandId: string) =>
  queryOptions({
    queryKey: paymentKeys.paymentTerms(brandId),
    queryFn: () => getPaymentTerms(brandId),
  });

export function usePaymentTerms(brandId: string): PaymentTerms {
  return useSuspenseQuery(paymentTermsQuery(brandId)).data;
}

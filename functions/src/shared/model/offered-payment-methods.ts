/**
 * The ways a brand may offer its customers to pay: only what can be collected today. 銀行振込
 * (matched from the bank's statement), 口座振替 (the 全銀 request and result files) and payment at
 * the counter in cash, which staff record by hand. The keys are the bill's 入金方法 keys
 * (bill.ts `paymentMethods`), so a recorded payment names one of them.
 *
 * Shared by the SPA (お支払い設定, HowToPay, the 特定商取引法 page) and the functions (mails), so
 * every place that says how to pay reads the same list (docs/billing.md, "Only methods we can
 * collect").
 */
export const offeredPaymentMethods = ['transfer', 'debit', 'cash'] as const;
export type OfferedPaymentMethod = (typeof offeredPaymentMethods)[number];
export const offeredPaymentMethodLabels: Record<OfferedPaymentMethod, string> = {
  transfer: '銀行振込',
  debit: '口座振替',
  cash: '窓口での現金払い',
};

/**
 * Methods that need a payment provider (a card acquirer, a コンビニ収納代行) this product is not
 * connected to. A brand cannot offer them; a setting stored before they were withdrawn still
 * reads, and staff are told they are no longer shown (docs/billing.md).
 */
export const providerPaymentMethods = ['card', 'convenience'] as const;
export type ProviderPaymentMethod = (typeof providerPaymentMethods)[number];
export const providerPaymentMethodLabels: Record<ProviderPaymentMethod, string> = {
  card: 'クレジットカード',
  convenience: 'コンビニ払い',
};

const isOffered = (m: unknown): m is OfferedPaymentMethod =>
  (offeredPaymentMethods as readonly unknown[]).includes(m);
const isProvider = (m: unknown): m is ProviderPaymentMethod =>
  (providerPaymentMethods as readonly unknown[]).includes(m);

/**
 * A stored `paymentMethods` list read tolerantly: the methods a brand can offer, in the stored
 * order and once each, and apart those that need a provider (stored before they were
 * withdrawn). Anything else is dropped.
 */
export function readPaymentMethods(stored: unknown): {
  offered: OfferedPaymentMethod[];
  withdrawn: ProviderPaymentMethod[];
} {
  const list: unknown[] = Array.isArray(stored) ? stored : [];
  return {
    offered: [...new Set(list.filter(isOffered))],
    withdrawn: [...new Set(list.filter(isProvider))],
  };
}

/**
 * The payment feature's query keys. A brand's billing settings are public (customers see how to
 * pay), so they sit under the brand's public prefix `['brands', b]`, which a brand's staff
 * writes refresh as well.
 */
export const paymentKeys = {
  billingSettings: (brandId: string) => ['brands', brandId, 'settings', 'billing'] as const,
  /** the 特定商取引法 page's 支払方法・支払時期, made from the same document */
  paymentTerms: (brandId: string) =>
    [...paymentKeys.billingSettings(brandId), 'payment-terms'] as const,
};

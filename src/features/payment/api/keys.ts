/**
 * The payment feature's query keys. A brand's billing settings are public (customers see how to
 * pay), so they sit under the brand's public prefix `['brands', b]`, which a brand's staff
 * writes refresh as well.
 */
export const paymentKeys = {
  billingSettings: (brandId: string) => ['brands', brandId, 'settings', 'billing'] as const,
};

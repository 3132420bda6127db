/** Every price on the site is 税込 at the standard rate. */
export const standardTaxRate = 10;

export type InvoiceLine = { label: string; amount: number };

export type InvoiceTotals = {
  /** 10%対象 合計 (tax included) */
  taxableTotal: number;
  /** うち消費税: once per rate and invoice, rounded down (インボイス制度: 端数処理は税率ごとに1回) */
  tax: number;
};

/** うち消費税 of a tax-included amount at 10%: floor(amount × 10 / 110). */
export function taxIncludedIn(amount: number): number {
  // Integer arithmetic: amount * 10 / 110 in floating point can land just under a whole yen.
  return Math.floor((amount * standardTaxRate) / (100 + standardTaxRate) + 1e-9);
}

/** The totals per rate of an invoice's lines (one rate: every line is 10%, 値引き included). */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const taxableTotal = lines.reduce((sum, l) => sum + l.amount, 0);
  return { taxableTotal, tax: taxIncludedIn(taxableTotal) };
}

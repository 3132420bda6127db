import { billLineLabel, type BillLine, type BillLineKind } from '#shared/model/bill.js';

/** Every price on the site is 税込; what is taxed is taxed at the standard rate. */
export const standardTaxRate = 10;

/**
 * A line's consumption-tax category. 保証料 is a guarantee company's fee (信用の保証料), which
 * 消費税法 (別表第二) leaves untaxed: 非課税. Every other line, 値引き and 追加請求 included, is
 * 10% 税込. See docs/billing.md ("適格請求書").
 */
export type TaxCategory = 'standard' | 'exempt';

export function taxCategoryOf(kind: BillLineKind | undefined): TaxCategory {
  return kind === 'guaranteeFee' ? 'exempt' : 'standard';
}

export type InvoiceLine = { label: string; amount: number; tax: TaxCategory };

export type InvoiceTotals = {
  /** ご請求金額: every line */
  total: number;
  /** 10%対象 合計 (tax included) */
  taxableTotal: number;
  /** うち消費税: once per rate and invoice, rounded down (インボイス制度: 端数処理は税率ごとに1回) */
  tax: number;
  /** 非課税 合計 */
  exemptTotal: number;
};

/** うち消費税 of a tax-included amount at 10%: floor(amount × 10 / 110). */
export function taxIncludedIn(amount: number): number {
  // Integer arithmetic: amount * 10 / 110 in floating point can land just under a whole yen.
  return Math.floor((amount * standardTaxRate) / (100 + standardTaxRate) + 1e-9);
}

/** The totals per rate of an invoice's lines. */
export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (tax: TaxCategory) =>
    lines.filter((line) => line.tax === tax).reduce((total, line) => total + line.amount, 0);
  const taxableTotal = sum('standard');
  const exemptTotal = sum('exempt');
  return {
    total: taxableTotal + exemptTotal,
    taxableTotal,
    tax: taxIncludedIn(taxableTotal),
    exemptTotal,
  };
}

/** What the invoice needs of a bill's lines: its lines, or (a bill without) its amount as one. */
export type BillForInvoiceLines = {
  amount: number;
  description: string;
  lines?: readonly Pick<BillLine, 'kind' | 'label' | 'amount'>[];
};

/** A bill's invoice lines: each line with its label and tax category. */
export function invoiceLinesOf(bill: BillForInvoiceLines): readonly InvoiceLine[] {
  if (bill.lines && bill.lines.length > 0)
    return bill.lines.map((line) => ({
      label: billLineLabel(line),
      amount: line.amount,
      tax: taxCategoryOf(line.kind),
    }));
  return [{ label: bill.description || '利用料・管理費', amount: bill.amount, tax: 'standard' }];
}

/**
 * A bill's totals per tax rate as its 適格請求書 states them: the one call the invoice, the
 * bills CSV's 消費税 and the accounting CSVs' 税額 make (docs/billing.md).
 */
export function billInvoiceTotals(bill: BillForInvoiceLines): InvoiceTotals {
  return invoiceTotals(invoiceLinesOf(bill));
}

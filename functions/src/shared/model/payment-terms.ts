import { billDueDay } from '../billing/bill-due-day.js';
import {
  offeredPaymentMethodLabels,
  type OfferedPaymentMethod,
} from './offered-payment-methods.js';

/**
 * 特定商取引法に基づく表記's 支払方法 and 支払時期 (特定商取引法 第11条: 代金の支払時期及び方法),
 * as the brand's お支払い設定 and the bill rules make them — never typed by staff, so the legal
 * page cannot promise a method the product does not collect (docs/billing.md).
 */
export type PaymentTerms = { methods: string; timing: string };

export type PaymentTermsInput = {
  /** the methods the brand offers (readPaymentMethods(...).offered); empty: none set yet */
  methods: readonly OfferedPaymentMethod[];
  /** the day of the month bills are due (billDueDay unless given) */
  dueDay?: number;
  /** the brand's 口座振替 引落日, when it has one */
  debitDay?: number | null;
};

const closedDays = '金融機関の休業日にあたる場合は翌営業日';

export function paymentTerms({
  methods,
  dueDay = billDueDay,
  debitDay = null,
}: PaymentTermsInput): PaymentTerms {
  const timing = [
    '初期費用と初月分はご契約時にご請求し、請求書に記載の支払期限までにお支払いいただきます。',
    `月額利用料・管理費は、当月分を毎月${dueDay}日まで（${closedDays}）にお支払いいただきます。`,
  ];
  if (methods.includes('debit'))
    timing.push(
      debitDay === null
        ? '口座振替の場合は、毎月の引落日にご指定の口座から引き落とします（引落日はお手続きの際にお知らせします）。'
        : `口座振替の場合は、毎月${debitDay}日（${closedDays}）にご指定の口座から引き落とします。`,
    );
  return {
    methods:
      methods.length === 0
        ? 'ご契約の際に担当者からご案内します'
        : methods.map((m) => offeredPaymentMethodLabels[m]).join('、'),
    timing: timing.join(''),
  };
}

type RowKind = 'methods' | 'timing';

/** A table row's first cell, as staff may have labelled 支払方法 or 支払時期. */
function rowKind(line: string): RowKind | null {
  const match = /^\s*\|([^|]*)\|/.exec(line);
  if (!match) return null;
  const label = (match[1] ?? '').replace(/[*_\s\u3000]/g, '');
  const m = /^(?:商品)?(?:代金の)?(?:お)?支払い?(方法|時期|期限)/.exec(label);
  if (!m) return null;
  return m[1] === '方法' ? 'methods' : 'timing';
}

const isTableLine = (line: string) => /^\s*\|/.test(line);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

/**
 * The 特定商取引法 page's markdown with its 支払方法 and 支払時期 rows written from `terms`: a row
 * staff wrote under either label (支払方法, お支払い方法, 代金の支払時期…) is replaced where it
 * stands; a missing one goes after the other, or at the end of the first table; a page without
 * a table gets one at its end. Whatever was stored, the page then says what the product does.
 */
export function withPaymentTerms(body: string, terms: PaymentTerms): string {
  const rows: Record<RowKind, string> = {
    methods: `| 支払方法 | ${cell(terms.methods)} |`,
    timing: `| 支払時期 | ${cell(terms.timing)} |`,
  };
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  const placedAt: Partial<Record<RowKind, number>> = {};
  let firstTableEnd = -1;
  let inFirstTable: boolean | null = null;
  for (const line of lines) {
    const kind = rowKind(line);
    if (kind !== null) {
      if (placedAt[kind] === undefined) {
        placedAt[kind] = out.length;
        out.push(rows[kind]);
      }
    } else out.push(line);
    if (isTableLine(line)) {
      if (inFirstTable === null) inFirstTable = true;
      if (inFirstTable) firstTableEnd = out.length - 1;
    } else if (inFirstTable) inFirstTable = false;
  }
  const insertAfter = (index: number, row: string) => {
    out.splice(index + 1, 0, row);
    for (const k of ['methods', 'timing'] as const)
      if (placedAt[k] !== undefined && placedAt[k] > index) placedAt[k] += 1;
    if (firstTableEnd > index) firstTableEnd += 1;
  };
  for (const kind of ['methods', 'timing'] as const) {
    if (placedAt[kind] !== undefined) continue;
    const other = kind === 'methods' ? placedAt.timing : placedAt.methods;
    // 支払方法 goes before a 支払時期 row, 支払時期 after a 支払方法 row.
    const at = other !== undefined ? (kind === 'methods' ? other - 1 : other) : firstTableEnd;
    if (at >= 0 || other !== undefined) {
      insertAfter(at, rows[kind]);
      placedAt[kind] = at + 1;
    }
  }
  if (placedAt.methods === undefined || placedAt.timing === undefined) {
    const text = out.join('\n').trimEnd();
    return `${text}${text === '' ? '' : '\n\n'}| 項目 | 内容 |\n| --- | --- |\n${rows.methods}\n${rows.timing}\n`;
  }
  return out.join('\n');
}

/**
 * The values of a bank statement's cells as banks print them: dates in the Western calendar, with
 * or without separators, or in 和暦; yen with commas, 「円」, 「¥」 or full-width digits; a balance
 * that may be negative (「▲」, 「△」 or a minus). One reader for every layout (read-statement-file).
 */

const eras: Record<string, number> = { R: 2018, 令和: 2018, H: 1988, 平成: 1988 };

function isoDate(y: number, m: number, d: number): string | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * 2026/12/20, 2026/12/5, 2026-12-20, 2026.12.20, 2026年12月20日, 20261220, R8.12.20, 令和8年12月20日
 * → 2026-12-20; anything else (or a day that does not exist) → null.
 */
export function parseStatementDate(value: string): string | null {
  const v = value.normalize('NFKC').trim();
  const western = /^(\d{4})[/.\-年](\d{1,2})[/.\-月](\d{1,2})日?$/.exec(v);
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  const era = /^(R|H|令和|平成)\s*(\d{1,2}|元)[/.\-年](\d{1,2})[/.\-月](\d{1,2})日?$/.exec(v);
  const parts = western ?? compact;
  if (parts) return isoDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  if (era)
    return isoDate(
      (eras[era[1] ?? ''] ?? 0) + (era[2] === '元' ? 1 : Number(era[2])),
      Number(era[3]),
      Number(era[4]),
    );
  return null;
}

/** A date given as three cells (PayPay銀行's 操作日(年)・(月)・(日)). */
export function parseStatementDateParts(year: string, month: string, day: string): string | null {
  const [y, m, d] = [year, month, day].map((part) => part.normalize('NFKC').trim());
  if (!/^\d{4}$/.test(y ?? '') || !/^\d{1,2}$/.test(m ?? '') || !/^\d{1,2}$/.test(d ?? ''))
    return null;
  return isoDate(Number(y), Number(m), Number(d));
}

function digits(value: string): string {
  return value.normalize('NFKC').replace(/[¥￥,円\s]/g, '');
}

/** ¥12,345 / １２，３４５円 / 12345 → 12345; empty, 0 or 「-」 → null; not a number → NaN. */
export function parseStatementAmount(value: string): number | null {
  const v = digits(value);
  if (v === '' || v === '-' || /^0+$/.test(v)) return null;
  return /^\d{1,12}$/.test(v) ? Number(v) : NaN;
}

/** A signed 入出金 column (楽天銀行): 310000 → 310000, -1200 or ▲1,200 → -1200, empty or 0 → null. */
export function parseSignedStatementAmount(value: string): number | null {
  const v = digits(value).replace(/^[▲△]/, '-');
  if (v === '' || v === '-' || /^[-+]?0+$/.test(v)) return null;
  return /^[-+]?\d{1,12}$/.test(v) ? Number(v) : NaN;
}

/** 差引残高 (0 or negative for an overdraft); null when empty or unreadable. */
export function parseStatementBalance(value: string): number | null {
  const v = digits(value).replace(/^[▲△]/, '-');
  return /^-?\d{1,14}$/.test(v) ? Number(v) : null;
}

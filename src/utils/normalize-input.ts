import { toHalfWidthDigits } from './normalize-digits';

/** Spaces of either width, and the characters people type around numbers (（）). */
const separators = /[\s\u3000()（）]/g;

/**
 * A phone number as typed (full-width digits, any dash, spaces, brackets) to digits and
 * hyphens: `０９０−１２３４−５６７８` → `090-1234-5678`, `(03) 1234 5678` → `03-1234-5678`.
 * Anything that is not a number is left for the schema to report.
 */
export function normalizePhone(value: string): string {
  const half = toHalfWidthDigits(value).trim();
  // Spaces and brackets between digit groups act as hyphens: (03) 1234 5678.
  const grouped = half
    .replace(/^[(（](\d+)[)）]\s*/, '$1-')
    .replace(/(\d)[\s\u3000]+(?=\d)/g, '$1-')
    .replace(separators, '');
  return grouped.replace(/-{2,}/g, '-');
}

/** A postal code as typed to `NNN-NNNN` when it has 7 digits (`〒１６００２２` → `160-0022`). */
export function normalizePostalCode(value: string): string {
  const half = toHalfWidthDigits(value).replace(/[〒\s\u3000]/g, '');
  const digits = half.replace(/-/g, '');
  if (/^\d{7}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return half;
}

/**
 * フリガナ as typed to full-width katakana: hiragana becomes katakana, half-width katakana
 * becomes full-width (NFKC), runs of spaces become one full-width space; the long-vowel mark
 * ー stays (it is katakana, not a hyphen).
 */
export function normalizeKana(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u3041-\u3096\u309d\u309e]/g, (kana) =>
      String.fromCharCode(kana.charCodeAt(0) + 0x60),
    )
    .replace(/[\s\u3000]+/g, '\u3000')
    .trim();
}

/**
 * A calendar date as typed to `YYYY-MM-DD` when it reads as one: `1990/4/1`, `1990.04.01`,
 * `1990年4月1日`, `19900401`, full-width digits included. Otherwise the text is returned as
 * typed (half-width) for the schema to report.
 */
export function normalizeDate(value: string): string {
  const half = toHalfWidthDigits(value).replace(/[\s\u3000]/g, '');
  const eight = /^(\d{4})(\d{2})(\d{2})$/.exec(half);
  const parts = eight ?? /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(half);
  if (!parts) return half;
  const [, year, month, day] = parts;
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
}

/** An e-mail address as typed: full-width letters and ＠ to ASCII (NFKC), spaces removed. */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').replace(/[\s\u3000]/g, '');
}

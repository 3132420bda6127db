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

/** Runs of half-width katakana and their marks (ｶﾞ, ｰ, ｡, ｢ ｣, ･). */
const halfWidthKana = /[\uff61-\uff9f]+/g;

/**
 * Free text as typed to what is stored (every text field of the form kit, issue 31): half-width
 * katakana become full-width, their voiced marks joined (`ｻﾝﾗｲｽﾞﾋﾞﾙ` → `サンライズビル`), and the
 * ends are trimmed. Only those characters go through NFKC: full-width letters, digits and
 * punctuation in Japanese prose (`１０時～`, `！`) stay as the person wrote them.
 */
export function normalizeText(value: string): string {
  return value.replace(halfWidthKana, (run) => run.normalize('NFKC')).trim();
}

/** Full-width letters and digits (Ａ-Ｚ ａ-ｚ ０-９). */
const fullWidthAlphanumeric = /[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]/g;

/** A dash-like character between two letters or digits (1－2－3, 1ー2, A‐101). */
const dashBetweenAlphanumerics = /(?<=[0-9A-Za-z])[－−‐‑‒–—―ー](?=[0-9A-Za-z])/g;

/**
 * An address line (市区町村, 町名・番地, 建物名・部屋番号) as typed to what is stored: as
 * normalizeText, and since addresses expect them, full-width letters and digits become ASCII
 * and a dash between them a hyphen (`北六条西７－１－２` → `北六条西7-1-2`, `ｻﾝﾗｲｽﾞﾋﾞﾙ １０１` →
 * `サンライズビル 101`); spaces stay as typed. The long-vowel mark inside a katakana word stays.
 */
export function normalizeAddress(value: string): string {
  return normalizeText(value)
    .replace(fullWidthAlphanumeric, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(dashBetweenAlphanumerics, '-');
}

import * as z from 'zod/mini';

/**
 * お客様番号 and 振込名義. Each member of a brand gets a customer number (brands/{b}/members/{uid}
 * `customerNumber`, taken from brands/{b}/settings/customerNumbers at the first profile save);
 * the 振込名義 is derived, never stored: the number, a space and the member's フリガナ, which is
 * what the customer types as 振込依頼人名 so the statement import can match the transfer.
 */
export const firstCustomerNumber = 1001;
export const maxCustomerNumber = 9_999_999;

/** A お客様番号 from `min` (the counter starts one below the first number given). */
export function customerNumberSchema(min = firstCustomerNumber) {
  return z
    .int()
    .check(
      z.minimum(min, { error: `お客様番号は${min}以上です` }),
      z.maximum(maxCustomerNumber, { error: `お客様番号は${maxCustomerNumber}以下です` }),
    );
}

/** `1001`, as printed (at least four digits). */
export function formatCustomerNumber(customerNumber: number): string {
  return String(customerNumber).padStart(4, '0');
}

/** 振込名義, e.g. `1001 ヤマダ タロウ` (full-width spaces in the フリガナ become one space). */
export function transferName(customerNumber: number, kana: string): string {
  const name = kana.replace(/[\s\u3000]+/g, ' ').trim();
  return `${formatCustomerNumber(customerNumber)} ${name}`;
}

const smallKana: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};

/**
 * A name as banks compare it: NFKC (half-width ｶﾅ → カナ, full-width digits → ASCII), hiragana
 * → katakana, small kana → large (全銀 names have none), long-vowel marks and hyphens unified,
 * spaces and punctuation removed, Latin upper case.
 */
export function normalizeTransferName(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[ぁ-ゖ]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[ァィゥェォッャュョヮヵヶ]/g, (c) => smallKana[c] ?? c)
    .replace(/[ー―‐\-－ｰ]/g, '-')
    .replace(/[\s()（）.,．，・'"]/g, '')
    .toUpperCase();
}

/** The bank's word before a 振込依頼人名, after NFKC (ﾌﾘｺﾐ is フリコミ); longer words first. */
const transferPrefix = /^(振込入金|テレ振込|振込|テレフリコミ|フリコミ)\s*/;

/**
 * A 振込依頼人名 as a statement prints it or staff paste it (`ﾌﾘｺﾐ 1014 ﾏﾂﾓﾄ ﾀｶｼ`): NFKC
 * (half-width ｶﾅ → カナ, full-width digits → ASCII), trimmed, without the bank's 「振込」 or
 * 「ﾌﾘｺﾐ」 in front. Spaces are kept, so the number stays a word of its own.
 */
export function withoutTransferPrefix(value: string): string {
  return value.normalize('NFKC').trim().replace(transferPrefix, '');
}

/** A statement's 振込依頼人名 split into the leading customer number (if any) and the name. */
export function splitTransferName(value: string): { customerNumber: number | null; name: string } {
  const normalized = normalizeTransferName(value);
  const match = /^(\d{3,7})(.*)$/.exec(normalized);
  if (match === null) return { customerNumber: null, name: normalized };
  return { customerNumber: Number(match[1]), name: match[2] ?? '' };
}

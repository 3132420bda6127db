import { memberEmailKey, memberNameKey, memberPhoneKey } from '@/lib/model/member-search-keys';
import { withoutTransferPrefix } from '@/lib/model/transfer-name';

/**
 * What the staff's member search asks the server for (brands/{b}/members, `search` keys):
 * every member, one お客様番号, one phone number or e-mail address exactly, or the members
 * whose フリガナ or name begins with the words typed.
 */
export type MemberSearchQuery =
  | { kind: 'all' }
  | { kind: 'customerNumber'; customerNumber: number }
  | { kind: 'phone'; phone: string }
  | { kind: 'email'; email: string }
  | { kind: 'kana'; prefix: string }
  | { kind: 'name'; prefix: string };

/** Digits with the hyphens and dashes people type between them (ー from a Japanese IME). */
const numberLike = /^[0-9\-‐‑–—−ー\s]+$/;
/** A お客様番号 in front of a 振込名義 (`1014 ﾏﾂﾓﾄ ﾀｶｼ`, `1014ﾏﾂﾓﾄ`). */
const leadingCustomerNumber = /^(\d{4,7})(?=\s|[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}])/u;
/** Hiragana (after folding) and the long vowel only: a フリガナ. */
const kanaOnly = /^[\u3041-\u3096\u30fc]+$/;

/**
 * The search typed into the member list, as one indexed query. A number starting with 0 of 10
 * or 11 digits is a phone number (hyphens or not, full-width too); another number, or one in
 * front of a 振込名義 pasted from the bank's statement (the bank's 「振込」 dropped), is the
 * お客様番号; text with @ an e-mail address (any case); kana a フリガナ prefix, anything else
 * a name prefix (spaces, width and kana folded as every search box does).
 */
export function parseMemberSearch(text: string): MemberSearchQuery {
  const typed = withoutTransferPrefix(text);
  if (typed === '') return { kind: 'all' };
  if (typed.includes('@')) return { kind: 'email', email: memberEmailKey(typed) };
  if (numberLike.test(typed)) {
    const digits = memberPhoneKey(typed);
    if (digits.startsWith('0') && digits.length >= 10) return { kind: 'phone', phone: digits };
    if (digits !== '') return { kind: 'customerNumber', customerNumber: Number(digits) };
  }
  const leading = leadingCustomerNumber.exec(typed);
  if (leading !== null) return { kind: 'customerNumber', customerNumber: Number(leading[1]) };
  const prefix = memberNameKey(typed);
  if (prefix === '') return { kind: 'all' };
  return kanaOnly.test(prefix) ? { kind: 'kana', prefix } : { kind: 'name', prefix };
}

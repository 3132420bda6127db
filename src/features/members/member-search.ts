import { foldSearchTerms, foldSearchText } from '@/utils/fold-search-text';
import type { Member } from '@/lib/model/member';
import { normalizeTransferName, withoutTransferPrefix } from '@/lib/model/transfer-name';

type Searchable = Pick<Member, 'name' | 'kana' | 'email' | 'phone' | 'customerNumber'>;

/** Text as the member search compares it: every search box's folding (foldSearchText). */
export const foldMemberSearch = foldSearchText;

/** Hyphens and dashes people type between phone digits (ー is what a Japanese IME gives). */
const phoneTerm = /^[0-9\-‐‑–—−ー]*[0-9][0-9\-‐‑–—−ー]*$/;

/**
 * The お客様番号 a search starts with, as a 振込名義 does (`1014 ﾏﾂﾓﾄ ﾀｶｼ`, `1014ﾏﾂﾓﾄ`, `1014`):
 * four to seven digits (printed numbers have at least four) followed by a space, kana, kanji or
 * nothing — not by more digits or a dash (a phone number) nor by a letter (an e-mail address).
 */
const leadingCustomerNumber =
  /^(\d{4,7})(?=\s|$|[\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Han}])(.*)$/su;

function memberText(member: Searchable): string {
  const name = foldMemberSearch(member.name);
  const kana = foldMemberSearch(member.kana);
  // Also without the space between family and given name: 佐藤花子 finds 佐藤 花子.
  return [
    name,
    name.replaceAll(' ', ''),
    kana,
    kana.replaceAll(' ', ''),
    member.email.toLowerCase(),
  ].join('\n');
}

/**
 * Whether a member matches `query`. A leading number is the お客様番号 and must be the member's
 * exactly (1014 does not find 10145), as in a 振込名義 pasted from the bank's statement
 * (`ﾌﾘｺﾐ 1014 ﾏﾂﾓﾄ ﾀｶｼ`: the bank's prefix is dropped). Every other word must match the name,
 * the フリガナ (hiragana or katakana, half- or full-width, with or without the space, and as banks
 * print it: small kana as large, ｷﾖｳｺ for キョウコ), the e-mail, or the phone — a phone number
 * matches with or without hyphens, in full-width digits too (090-0000-0001, 09000000001,
 * ０９０００００００１).
 */
export function memberMatches(member: Searchable, query: string): boolean {
  const text = withoutTransferPrefix(query);
  const leading = leadingCustomerNumber.exec(text);
  if (leading !== null && Number(leading[1]) !== member.customerNumber) return false;
  const terms = foldSearchTerms(leading === null ? text : (leading[2] ?? ''));
  if (terms.length === 0) return true;
  const words = memberText(member);
  // The フリガナ as the statement import compares a 振込依頼人名 with it (normalizeTransferName).
  const bankKana = normalizeTransferName(foldMemberSearch(member.kana));
  const phoneDigits = member.phone.replace(/\D/g, '');
  return terms.every((term) => {
    if (phoneTerm.test(term)) return phoneDigits.includes(term.replace(/\D/g, ''));
    const asBank = normalizeTransferName(term);
    return words.includes(term) || (asBank !== '' && bankKana.includes(asBank));
  });
}

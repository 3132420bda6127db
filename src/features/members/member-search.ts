import { foldSearchText } from '@/utils/fold-search-text';
import type { Member } from '@/lib/model/member';

type Searchable = Pick<Member, 'name' | 'kana' | 'email' | 'phone'>;

/** Text as the member search compares it: every search box's folding (foldSearchText). */
export const foldMemberSearch = foldSearchText;

/** Hyphens and dashes people type between phone digits (ー is what a Japanese IME gives). */
const phoneTerm = /^[0-9\-‐‑–—−ー]*[0-9][0-9\-‐‑–—−ー]*$/;

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
 * Whether a member matches every word of `query`: name, フリガナ (hiragana or katakana, with or
 * without the space), e-mail, or phone — a phone number matches with or without hyphens, in
 * full-width digits too (090-0000-0001, 09000000001, ０９０００００００１).
 */
export function memberMatches(member: Searchable, query: string): boolean {
  const terms = foldMemberSearch(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const text = memberText(member);
  const phoneDigits = member.phone.replace(/\D/g, '');
  return terms.every((term) =>
    phoneTerm.test(term) ? phoneDigits.includes(term.replace(/\D/g, '')) : text.includes(term),
  );
}

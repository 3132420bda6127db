import * as z from 'zod/mini';
import { foldSearchText } from '../../utils/fold-search-text';

/** Small kana as large (きょうこ and ｷﾖｳｺ, as a bank prints it, are one key). */
const smallHiragana: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

/**
 * A name or フリガナ as the member search compares it, stored and typed alike: every search
 * box's folding (foldSearchText: width, case, katakana as hiragana, dashes), without spaces
 * (佐藤花子 finds 佐藤 花子) and small kana as large. A prefix of this key is a prefix of the name.
 */
export function memberNameKey(text: string): string {
  return foldSearchText(text)
    .replaceAll(' ', '')
    .replace(/[ぁぃぅぇぉっゃゅょゎゕゖ]/g, (c) => smallHiragana[c] ?? c);
}

/** An e-mail address as searched: lower case (firestore.rules check it is the address's). */
export function memberEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A phone number as searched: its digits (firestore.rules check it is the number's). */
export function memberPhoneKey(phone: string): string {
  return phone.normalize('NFKC').replace(/\D/g, '');
}

/**
 * brands/{b}/members/{uid} `search`: the normalised fields the staff's member search queries
 * (exact e-mail and phone, name and フリガナ by prefix). Written with the profile on every save
 * (saveMember, the seed), so they never lag behind what they are made from.
 */
export const memberSearchSchema = z.strictObject({
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  kana: z.string(),
});

export type MemberSearch = z.infer<typeof memberSearchSchema>;

/** The `search` field of a member with these fields. */
export function memberSearchKeys(member: {
  email: string;
  phone: string;
  name: string;
  kana: string;
}): MemberSearch {
  return {
    email: memberEmailKey(member.email),
    phone: memberPhoneKey(member.phone),
    name: memberNameKey(member.name),
    kana: memberNameKey(member.kana),
  };
}

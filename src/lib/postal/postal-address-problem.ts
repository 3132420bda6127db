import type { PostalPlace } from './lookup-postal-code';

/** The parts of an address a postal code is checked against. */
export type PostalAddress = { postalCode: string; prefecture: string; city: string };

/**
 * What is wrong between a postal code and the address typed with it, given the places the
 * postal data knows for the code (lookupPostalCode):
 * - `mismatch`: the code is known and none of its places is this 都道府県 and 市区町村 (the
 *   address belongs to another code: 〒999-9999 kept with a 札幌 address, or a 東京 code with it);
 * - `unlisted`: the data has no place for the code (a typo, or a brand-new code the data lacks:
 *   the person confirms it, see PostalCodeField);
 * - null: they agree.
 * The 市区町村 is compared leniently: spaces do not count, and a 郡 left out (榛東村 for
 * 北群馬郡榛東村), a ward left out (札幌市 for 札幌市北区) or the town typed after it
 * (札幌市北区北六条西) still agrees.
 */
export function postalAddressProblem(
  address: PostalAddress,
  places: readonly PostalPlace[],
): 'mismatch' | 'unlisted' | null {
  if (places.length === 0) return 'unlisted';
  const typed = compact(address.city);
  const agrees = places.some((place) => {
    if (place.prefecture !== address.prefecture) return false;
    const city = compact(place.city);
    return (
      typed !== '' &&
      (typed === city || city.endsWith(typed) || city.startsWith(typed) || typed.startsWith(city))
    );
  });
  return agrees ? null : 'mismatch';
}

function compact(text: string): string {
  return text.normalize('NFKC').replace(/\s+/g, '');
}

/** 「北海道札幌市北区」, or the first of several places with 「など」. */
function placesLabel(places: readonly PostalPlace[]): string {
  const [first] = places;
  if (!first) return '';
  return `${first.prefecture}${first.city}${places.length > 1 ? 'など' : ''}`;
}

/** The label of the box that confirms a postal code the data does not know. */
export const unlistedPostalCodeConfirmLabel = 'この郵便番号と住所で登録する';

/** What the form says about a problem (on the 郵便番号 field and in the error summary). */
export function postalAddressProblemMessage(
  problem: 'mismatch' | 'unlisted' | 'unverified',
  address: PostalAddress,
  places: readonly PostalPlace[] = [],
): string {
  switch (problem) {
    case 'mismatch':
      return `郵便番号 ${address.postalCode} は${placesLabel(places)}の番号で、ご住所（${address.prefecture}${address.city}）と合いません。郵便番号か住所を直してください。`;
    case 'unlisted':
      return `郵便番号 ${address.postalCode} は郵便番号のデータにありません。番号をお確かめください。正しい番号のときは、住所を確かめて「${unlistedPostalCodeConfirmLabel}」にチェックを入れてください。`;
    case 'unverified':
      return `郵便番号と住所を照らし合わせられませんでした。住所を確かめて「${unlistedPostalCodeConfirmLabel}」にチェックを入れるか、しばらくしてからもう一度お試しください。`;
  }
}

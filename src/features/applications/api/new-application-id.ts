/**
 * Letters and digits that cannot be mistaken for each other when read out or copied by hand:
 * no 0/O, 1/I/L and no lower case (31 characters, so 20 of them hold about 99 bits).
 */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** 248 = 8 × 31: bytes below it map evenly onto the alphabet; the others are drawn again. */
const evenLimit = 248;

/**
 * A fresh application id, which is also its 受付番号 (formatReferenceNumber): 20 characters of
 * referenceAlphabet, so it is still the 20-letter-and-digit id the rules require (isAutoId) and
 * as unlikely to repeat as the SDK's own auto id. Made once per attempt to apply, before the
 * first commit, and passed to every retry of it.
 */
export function newApplicationId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(24))) {
      if (byte < evenLimit && id.length < 20) id += referenceAlphabet[byte % 31];
    }
  }
  return id;
}

import * as z from 'zod/mini';
import { autoIdSchema } from './document-id';

/**
 * Letters and digits that cannot be mistaken for each other when read out or copied by hand:
 * no 0/O, 1/I/L and no lower case (31 characters). New application ids and 受付番号 use them.
 */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * The 受付番号 people read out on the phone (issue 31, item 6): 8 characters of
 * referenceAlphabet (31^8 ≈ 8.5 × 10^11 of them), unique per brand — the apply batch claims
 * `brands/{b}/applicationReferences/{reference}` (create only, so a second claim is refused) —
 * shown as 「K7M4-QX92」. The application's document id (20 characters) stays what it was.
 */
export const applicationReferenceLength = 8;
export const applicationReferencePattern = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;

export const applicationReferenceSchema = z
  .string()
  .check(z.regex(applicationReferencePattern, { error: '受付番号の形式が正しくありません' }));

/** brands/{b}/applicationReferences/{reference}: which application holds the 受付番号. */
export const applicationReferenceRecordSchema = z.strictObject({
  applicationId: autoIdSchema,
});
export type ApplicationReferenceRecord = z.infer<typeof applicationReferenceRecordSchema>;

/** 248 = 8 × 31: bytes below it map evenly onto the alphabet; the others are drawn again. */
const evenLimit = 248;

/** `length` random characters of referenceAlphabet (crypto.getRandomValues). */
export function randomReferenceCharacters(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length + 4))) {
      if (byte < evenLimit && text.length < length) text += referenceAlphabet[byte % 31];
    }
  }
  return text;
}

/** A fresh 8-character 受付番号 (the apply batch claims it; taken, another is drawn). */
export function newApplicationReference(): string {
  return randomReferenceCharacters(applicationReferenceLength);
}

/**
 * The 受付番号 of an application as every screen shows it (thanks page, my unit, admin), in
 * groups of four, easy to read out on the phone: the 8-character number (`K7M4-QX92`), or the
 * 20-character id of an older application (`7K3M-9QXZ-ABCD-EFGH-JKMN`, shown as it is: ids are
 * case-sensitive). Staff search finds it with or without the hyphen (foldSearchText).
 */
export function formatReferenceNumber(reference: string): string {
  return reference.match(/.{1,4}/g)?.join('-') ?? '';
}

/** What is read out for an application: its 受付番号 when it has one, else its id. */
export function referenceOf(application: { id: string; reference?: string | undefined }): string {
  return application.reference ?? application.id;
}

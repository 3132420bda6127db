import * as z from 'zod/mini';

/** Sizes of the search readings and the search document (firestore.rules repeats them). */
export const assetSearchLimits = {
  /** 読みがな words staff give an asset */
  readings: 10,
  /** characters of one reading */
  readingLength: 30,
  /** folded search keys of one document (assetSearchTokens keeps below it) */
  tokens: 600,
  /** the folded text a result is checked against */
  text: 1500,
} as const;

/** One reading: hiragana or katakana (ー included), e.g. さんげんぢゃや or セタガヤ. */
export const assetReadingPattern = /^[ぁ-ゖァ-ヺー]+$/;

const readingMessage = 'ひらがなかカタカナで入力してください';

/**
 * asset.readings — how the asset's station and town names are read (三軒茶屋 → さんげんぢゃや),
 * so a visitor who types the sound finds the kanji. Optional: older assets have none.
 */
export const assetReadingsSchema = z
  .array(
    z.string().check(
      z.minLength(1, { error: `読みがなを${readingMessage}` }),
      z.maxLength(assetSearchLimits.readingLength, {
        error: `読みがなは1語${assetSearchLimits.readingLength}文字以内で入力してください`,
      }),
      z.regex(assetReadingPattern, { error: `読みがなは${readingMessage}` }),
    ),
  )
  .check(
    z.maxLength(assetSearchLimits.readings, {
      error: `読みがなは${assetSearchLimits.readings}語まで登録できます`,
    }),
  );

/** Dashes of every width, as typed between the groups of a number (SK-101, 090‐1234). */
const dashes = /[-‐‑‒–—―−]/g;
/** ー typed by a Japanese IME between letters or digits is a dash, not a long vowel. */
const imeDash = /(?<=[0-9a-z])ー|ー(?=[0-9a-z])/g;

/**
 * Text as every search box compares it, the words typed and the text searched alike: full-width
 * letters and digits and half-width katakana become their usual forms (NFKC: ﾊﾟｽﾜｰﾄﾞ →
 * パスワード), letters lower case, katakana as hiragana (パスワード and ぱすわーど are one word),
 * ぢ/づ as じ/ず (さんげんぢゃや and さんげんじゃや), dashes dropped (a 受付番号 or 物件番号 with
 * or without its hyphens), runs of spaces one space. The long vowel ー stays between kana.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .replace(/ぢ/g, 'じ')
    .replace(/づ/g, 'ず')
    .replace(imeDash, '')
    .replace(dashes, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search as folded, without empties: `' 三軒茶屋 駅 '` → `['三軒茶屋', '駅']`. */
export function foldSearchTerms(query: string): string[] {
  return foldSearchText(query).split(' ').filter(Boolean);
}

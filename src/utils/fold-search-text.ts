/** Dashes of every width, as typed between the groups of a number (SK-101, 090‐1234). */
const dashes = /[-‐‑‒–—―−]/g;
/** ヶ, ケ (as ゖ, け once katakana is hiragana) or が between two kanji: one spelling. */
const kanjiGa = /(?<=\p{Script=Han})[ゖけ](?=\p{Script=Han})/gu;
/** 之 between two kanji, read の. */
const kanjiNo = /(?<=\p{Script=Han})之(?=\p{Script=Han})/gu;
/** How people type a station after its name: 駅, 駅前, えき, えきまえ (folded: エキ too). */
const stationSuffix = /(駅前?|えき(まえ)?)$/;

/** ー typed by a Japanese IME between letters or digits is a dash, not a long vowel. */
const imeDash = /(?<=[0-9a-z])ー|ー(?=[0-9a-z])/g;

/**
 * Text as every search box compares it, the words typed and the text searched alike: full-width
 * letters and digits and half-width katakana become their usual forms (NFKC: ﾊﾟｽﾜｰﾄﾞ →
 * パスワード), letters lower case, katakana as hiragana (パスワード and ぱすわーど are one word),
 * ぢ/づ as じ/ず (さんげんぢゃや and さんげんじゃや), ヶ/ケ between kanji as が and 之 as の
 * (霞ヶ関 = 霞ケ関 = 霞が関, 井之頭 = 井の頭), dashes dropped (a 受付番号 or 物件番号 with
 * or without its hyphens), runs of spaces one space. The long vowel ー stays between kana.
 */
export function foldSearchText(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\u30a1-\u30f6\u30fd\u30fe]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
      .replace(/ぢ/g, 'じ')
      .replace(/づ/g, 'ず')
      // Place names spelled two ways: 霞ヶ関/霞ケ関/霞が関, 井之頭/井の頭 (ノ is の already).
      .replace(kanjiGa, 'が')
      .replace(kanjiNo, 'の')
      .replace(imeDash, '')
      .replace(dashes, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a search as folded, without empties: `' 三軒茶屋 駅 '` → `['三軒茶屋', '駅']`. */
export function foldSearchTerms(query: string): string[] {
  return foldSearchText(query).split(' ').filter(Boolean);
}

/**
 * The words of a place search (the asset search): folded, and a station's suffix dropped —
 * 船橋駅, 船橋駅前, ふなばしえき and フナバシエキマエ all look for 船橋 / ふなばし, whose names are
 * stored with and without 駅. A word that is only the suffix stays.
 */
export function foldPlaceTerms(query: string): string[] {
  return foldSearchTerms(query).map((word) => word.replace(stationSuffix, '') || word);
}

import type { BankEntry } from './load-banks';

/**
 * How a bank is called: the code list says 「みずほ」「三菱ＵＦＪ」 for banks (codes below 1000)
 * and 「ゆうちょ」 for 9900, as people do not; the rest (信金, 信組, 農協…) carry their kind.
 */
export function bankDisplayName(bank: Pick<BankEntry, 'code' | 'name'>): string {
  const isBank = Number(bank.code) < 1000 || bank.code === '9900';
  return isBank && !bank.name.endsWith('銀行') ? `${bank.name}銀行` : bank.name;
}

/** A branch as people call it: 「本店」, 「東京営業部」 as they are, else with 支店. */
export function branchDisplayName(branch: Pick<BankEntry, 'name'>): string {
  return /(店|部|所|出張所|センター|口)$/.test(branch.name) ? branch.name : `${branch.name}支店`;
}

const smallKana: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
};

/**
 * Text as compared: NFKC (full-width letters, half-width ｶﾅ), hiragana as katakana, small kana
 * large (the list writes キヨウ for キョウ), dashes one, no spaces, upper case.
 */
export function foldBankText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[ァィゥェォッャュョヮ]/g, (c) => smallKana[c] ?? c)
    .replace(/[ー－‐‑–—―−-]/g, '-')
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** What people add to a name that the list does not have: 銀行, 支店, 信用金庫 (信金 in the list)… */
function withoutSuffix(query: string): string {
  return query
    .replace(/信用金庫$/, '信金')
    .replace(/信用組合$/, '信組')
    .replace(/(銀行|支店|ギンコウ|シテン)$/, '');
}

/**
 * Banks or branches matching what was typed — a code (its first digits), a name or its kana
 * (hiragana, katakana, half-width; 「みずほ銀行」「ミツビシ」「0005」「しぶや支店」) — best first:
 * the exact code, then names that start with the query, then names that contain it; in code
 * order within each. At most `limit`.
 */
export function searchBankEntries(
  entries: readonly BankEntry[],
  typed: string,
  limit = 20,
): BankEntry[] {
  const folded = foldBankText(typed);
  if (folded === '') return [];
  const query = withoutSuffix(folded) || folded;
  const scored: { entry: BankEntry; score: number }[] = [];
  for (const entry of entries) {
    const name = foldBankText(entry.name);
    const kana = foldBankText(entry.kana);
    let score = -1;
    if (/^\d+$/.test(query)) {
      if (entry.code === query.padStart(entry.code.length, '0') && query.length >= 3) score = 0;
      else if (entry.code.startsWith(query)) score = 1;
    } else if (name === query || kana === query) score = 0;
    else if (name.startsWith(query) || kana.startsWith(query)) score = 1;
    else if (name.includes(query) || kana.includes(query)) score = 2;
    if (score >= 0) scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.entry.code.localeCompare(b.entry.code))
    .slice(0, limit)
    .map((s) => s.entry);
}

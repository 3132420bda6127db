import * as z from 'zod/mini';

/**
 * A document's history as stored (an application's status changes, a bill's changes): a map
 * '0' … → entry, oldest first, not a list. Firestore cannot put serverTimestamp() inside an
 * array, and the rules require every entry's `at` to be the server's time of its write; a map
 * key can take it (`history.3.at`). The rules let each change add exactly the next key and
 * change nothing else. Holds 1 to `max` entries, keyed from '0' without a gap.
 */
export function historyMapSchema<Entry extends z.ZodMiniType>(entry: Entry, max: number) {
  const key = new RegExp(`^[0-9]{1,${String(max - 1).length}}$`);
  return z.record(z.string().check(z.regex(key, { error: '形式が正しくありません' })), entry).check(
    z.refine(
      (h) => {
        const n = Object.keys(h).length;
        return (
          n >= 1 && n <= max && Array.from({ length: n }, (_, i) => String(i)).every((k) => k in h)
        );
      },
      { error: `履歴は0から順に1〜${max}件です` },
    ),
  );
}

/** A history map's entries, oldest first. */
export function historyEntries<Entry>(history: Readonly<Record<string, Entry>>): Entry[] {
  return Object.keys(history)
    .map(Number)
    .sort((a, b) => a - b)
    .map((k) => history[String(k)]!);
}

/**
 * The map key the next change writes (`history.{key}`): the number of entries so far. Past
 * `max`, throws 「{what}の履歴は{max}件までです」.
 */
export function nextHistoryMapKey(historyLength: number, max: number, what: string): string {
  if (historyLength >= max) throw new Error(`${what}の履歴は${max}件までです`);
  return String(historyLength);
}

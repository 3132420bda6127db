import { applicationReferencePattern } from '@/lib/model/application-reference';
import { memberNameKey } from '@/lib/model/member-search-keys';
import { foldSearchText } from '@/utils/fold-search-text';

/**
 * What the staff's application search asks the server for (brands/{b}/applications): one
 * 受付番号 exactly (`reference`), an older application's id exactly, or the applications whose
 * フリガナ or name begins with the words typed (`search.kana` / `search.name`).
 */
export type ApplicationSearchQuery =
  | { kind: 'all' }
  | { kind: 'reference'; reference: string }
  | { kind: 'id'; id: string }
  | { kind: 'kana'; prefix: string }
  | { kind: 'name'; prefix: string };

/** An application id (20 letters and digits): an older application read out by its id. */
const autoId = /^[A-Za-z0-9]{20}$/;
/** Hiragana (after folding) and the long vowel only: a フリガナ. */
const kanaOnly = /^[\u3041-\u3096\u30fc]+$/;

/**
 * The search typed into the application list, as one indexed query: 8 characters of the
 * 受付番号's alphabet (hyphens, spaces, width and case as people type them: `k7m4-qx92`) are the
 * 受付番号; 20 letters and digits an older application's id (case kept: ids are case-sensitive);
 * kana a フリガナ prefix; anything else a name prefix (folded as every search box does).
 */
export function parseApplicationSearch(text: string): ApplicationSearchQuery {
  const typed = text.normalize('NFKC').trim();
  if (typed === '') return { kind: 'all' };
  const compact = typed.replace(/[\s\-‐‑–—−ー]/g, '');
  if (applicationReferencePattern.test(compact.toUpperCase())) {
    return { kind: 'reference', reference: compact.toUpperCase() };
  }
  if (autoId.test(compact)) return { kind: 'id', id: compact };
  const prefix = memberNameKey(typed);
  if (prefix === '') return { kind: 'all' };
  return kanaOnly.test(foldSearchText(prefix))
    ? { kind: 'kana', prefix }
    : { kind: 'name', prefix };
}

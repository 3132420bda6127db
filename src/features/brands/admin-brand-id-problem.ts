// From utils, not '@/lib/model/brand-id': every src/lib/model module is bundled into the data
// chunk all public pages load (vite.config.ts), so an admin-only import of one would grow it.
import { brandIdPattern } from '@/utils/brand-id-pattern';
import { reservedFirstSegments } from '@/utils/reserved-first-segments';

/**
 * Why `id` cannot be a brand id, in Japanese, or null when it can. The same rule as the model
 * (`brandIdSchema`), the router and firestore.rules, told one reason at a time so staff know
 * what to change.
 */
export function brandIdProblem(id: string): string | null {
  if (id === '') return 'ブランドIDを入力してください。';
  const invalid = [...new Set(id.replace(/[a-z0-9-]/g, ''))];
  if (invalid.length > 0) {
    const shown = invalid.map((c) => (c === ' ' ? '空白' : `「${c}」`)).join('');
    return `ブランドIDに使えるのは英小文字・数字・ハイフン（-）だけです（${shown}は使えません）。`;
  }
  if (!/^[a-z]/.test(id)) return 'ブランドIDは英小文字（a〜z）で始めてください。';
  if (id.length < 3) return 'ブランドIDは3文字以上にしてください。';
  if (id.length > 32) return `ブランドIDは32文字以内にしてください（いま${id.length}文字）。`;
  if (id.endsWith('-')) return 'ブランドIDの最後にハイフン（-）は使えません。';
  if (reservedFirstSegments.has(id)) {
    return `${id} は予約語のため使えません（サイトのページのアドレスと重なります）。`;
  }
  // Anything the checks above missed still meets the one pattern.
  if (!brandIdPattern.test(id)) return 'このブランドIDは使えません。';
  return null;
}

import { limits } from '#shared/model/limits.js';

export const featureListMessages = {
  empty: '追加する設備・特徴を入力してください',
  tooLong: `設備・特徴は1件${limits.listItem}文字以内で入力してください`,
  duplicate: 'この設備・特徴はすでに登録されています',
  full: `設備・特徴は${limits.features}件まで登録できます`,
} as const;

export type AddFeatureResult = { ok: true; features: string[] } | { ok: false; error: string };

/**
 * 設備・特徴 with one more entry: trimmed (full-width spaces too), 1–50 characters, not yet in
 * the list (compared after NFKC, so 「２４時間」 and 「24時間」 are the same), at most 20.
 */
export function addFeature(features: readonly string[], typed: string): AddFeatureResult {
  const feature = typed.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
  if (feature === '') return { ok: false, error: featureListMessages.empty };
  if (feature.length > limits.listItem) return { ok: false, error: featureListMessages.tooLong };
  const key = feature.normalize('NFKC');
  if (features.some((existing) => existing.normalize('NFKC') === key)) {
    return { ok: false, error: featureListMessages.duplicate };
  }
  if (features.length >= limits.features) return { ok: false, error: featureListMessages.full };
  return { ok: true, features: [...features, feature] };
}

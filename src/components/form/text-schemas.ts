import * as z from 'zod/mini';

function maxLengthCheck(label: string, max: number) {
  return z.maxLength(max, {
    error: `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください`,
  });
}

/** A trimmed text that must be filled in, within `max` characters (messages name `label`). */
export function requiredTextSchema(label: string, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: `${label}を入力してください` }),
      maxLengthCheck(label, max),
    );
}

/** A trimmed text that may be left empty, within `max` characters (messages name `label`). */
export function optionalTextSchema(label: string, max: number) {
  return z.string().check(z.trim(), maxLengthCheck(label, max));
}

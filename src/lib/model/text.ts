import * as z from 'zod/mini';

/** A required text field: `{label}を入力してください`, at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string()
    .check(
      z.minLength(1, { error: `${label}を入力してください` }),
      z.maxLength(max, { error: `${label}は${max}文字以内で入力してください` }),
    );
}

/** A text field that may be empty, at most `max` characters (the message names `label` when given). */
export function limitedText(max: number, label?: string) {
  const prefix = label === undefined ? '' : `${label}は`;
  return z.string().check(z.maxLength(max, { error: `${prefix}${max}文字以内で入力してください` }));
}

import type { ReactNode } from 'react';
import {
  normalizeDate,
  normalizeEmail,
  normalizeKana,
  normalizePhone,
} from '@/utils/normalize-input';
import { prefectures } from '@/lib/model/prefecture';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type Common = {
  name: string;
  label?: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
};

/** メールアドレス: e-mail keyboard and autofill; full-width letters become ASCII. */
export function EmailField({ label = 'メールアドレス', ...props }: Common) {
  return (
    <TextField
      {...props}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="例：taro@example.com"
      normalize={normalizeEmail}
    />
  );
}

/** 電話番号: phone keypad; `０９０−１２３４−５６７８` is stored as `090-1234-5678`. */
export function PhoneField({ label = '電話番号', ...props }: Common) {
  return (
    <TextField
      {...props}
      label={label}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="例：090-1234-5678"
      normalize={normalizePhone}
    />
  );
}

/** 氏名. */
export function NameField({ label = 'お名前', ...props }: Common) {
  return <TextField {...props} label={label} autoComplete="name" placeholder="例：山田 太郎" />;
}

/** フリガナ: hiragana and half-width kana become full-width katakana. */
export function KanaField({ label = 'フリガナ', ...props }: Common) {
  return (
    <TextField
      {...props}
      label={label}
      placeholder="例：ヤマダ タロウ"
      hint={props.hint ?? 'ひらがなで入力してもカタカナに変換します'}
      normalize={normalizeKana}
    />
  );
}

export type DateFieldProps = Common & {
  /**
   * `typed` (default): a text field for dates typed from memory (生年月日): `1990/4/1`,
   * `19900401` and full-width digits are accepted. `picker`: the browser's date picker, for
   * dates chosen on a calendar (利用開始日, 内見の希望日), with `min`/`max`.
   */
  variant?: 'typed' | 'picker';
  min?: string;
  max?: string;
  autoComplete?: string;
};

/** A calendar date stored as `YYYY-MM-DD`. */
export function DateField({ variant = 'typed', min, max, autoComplete, ...props }: DateFieldProps) {
  if (variant === 'picker') {
    return <TextField {...props} label={props.label ?? '日付'} type="date" min={min} max={max} />;
  }
  return (
    <TextField
      {...props}
      label={props.label ?? '日付'}
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder="例：1990-04-01"
      hint={props.hint ?? '「1990/4/1」「19900401」の形でも入力できます'}
      normalize={normalizeDate}
    />
  );
}

/** 都道府県: the 47, in the usual north-to-south order. */
export function PrefectureField({ label = '都道府県', ...props }: Common) {
  return (
    <SelectField
      {...props}
      label={label}
      autoComplete="address-level1"
      placeholder="選択してください"
      options={prefectures.map((name) => ({ value: name, label: name }))}
    />
  );
}

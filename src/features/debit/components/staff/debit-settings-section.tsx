import * as z from 'zod/mini';
import { AdminSection } from '@/components/admin/admin-section';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { bankAccountTypeLabels, bankAccountTypes } from '@/lib/model/billing-settings';
import type { DebitSettings } from '@/lib/model/debit-settings';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import { useState } from 'react';
import { useDebitSettings, useSaveDebitSettings } from '../../api/debit-settings';
import { ZenginFormatError, toZenginKana, zenginToFullWidth } from '#shared/billing/zengin.js';
import { BankPicker } from '../bank-picker';
import '../debit.css';

const zenginField = (label: string, max: number) =>
  z.string({ error: `${label}を入力してください` }).check(
    z.superRefine((value, ctx) => {
      try {
        const converted = toZenginKana(value);
        if (converted === '')
          ctx.issues.push({ code: 'custom', message: `${label}を入力してください`, input: value });
        else if (converted.length > max)
          ctx.issues.push({
            code: 'custom',
            message: `${label}は${max}文字以内（半角換算）です`,
            input: value,
          });
      } catch (error) {
        if (!(error instanceof ZenginFormatError)) throw error;
        ctx.issues.push({ code: 'custom', message: `${label}は${error.message}`, input: value });
      }
    }),
  );

const schema = z.object({
  consignorCode: z
    .string({ error: '委託者コードを入力してください' })
    .check(z.regex(/^\d{1,10}$/, { error: '委託者コードは10桁以内の数字で入力してください' })),
  consignorName: zenginField('委託者名', 40),
  bankCode: z.string().check(z.regex(/^\d{4}$/, { error: '金融機関を選んでください' })),
  bankName: z.string(),
  bankKana: z.string(),
  branchCode: z.string().check(z.regex(/^\d{3}$/, { error: '支店を選んでください' })),
  branchName: z.string(),
  branchKana: z.string(),
  accountType: z.enum(bankAccountTypes, { error: '預金種目を選んでください' }),
  accountNumber: z
    .string({ error: '口座番号を入力してください' })
    .check(z.regex(/^\d{7}$/, { error: '口座番号は7桁の数字で入力してください' })),
  debitDay: z
    .string({ error: '引落日を入力してください' })
    .check(z.regex(/^([1-9]|1\d|2[0-8])$/, { error: '引落日は1〜28の数字で入力してください' })),
  crlf: z.enum(['crlf', 'none']),
});

const accountTypeOptions = bankAccountTypes.map((t) => ({
  value: t,
  label: bankAccountTypeLabels[t],
}));
const crlfOptions = [
  { value: 'crlf', label: 'レコードごとに改行する（CR+LF、122バイト）' },
  { value: 'none', label: '改行しない（120バイトが続く）' },
];

function SettingsForm({ brandId, settings }: { brandId: string; settings: DebitSettings | null }) {
  const save = useSaveDebitSettings();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: {
      consignorCode: settings?.consignorCode ?? '',
      consignorName: settings ? zenginToFullWidth(settings.consignorName) : '',
      bankCode: settings?.bankCode ?? '',
      bankName: settings?.bankName ?? '',
      bankKana: settings?.bankKana ?? '',
      branchCode: settings?.branchCode ?? '',
      branchName: settings?.branchName ?? '',
      branchKana: settings?.branchKana ?? '',
      accountType: settings?.accountType ?? 'ordinary',
      accountNumber: settings?.accountNumber ?? '',
      debitDay: String(settings?.debitDay ?? 27),
      crlf: settings?.crlf === false ? 'none' : 'crlf',
    },
  });
  return (
    <Form
      form={form}
      label="口座振替の設定"
      errorMessage={() => '保存できませんでした。もう一度お試しください。'}
      onSubmit={async (values) => {
        setSaved(false);
        await save.mutateAsync({
          brandId,
          settings: {
            ...values,
            consignorName: toZenginKana(values.consignorName),
            debitDay: Number(values.debitDay),
            crlf: values.crlf === 'crlf',
          },
        });
        setSaved(true);
      }}
    >
      <TextField
        name="consignorCode"
        label="委託者コード"
        required
        inputMode="numeric"
        normalize={(v) => toHalfWidthDigits(v).trim()}
        hint="口座振替の契約で銀行から通知された番号（10桁以内）。"
      />
      <TextField
        name="consignorName"
        label="委託者名（カナ）"
        required
        normalize={(v) => v.trim()}
        hint="銀行に届けたカナの名称。半角カナに変換して依頼データに入ります（例：カ）ソラクラ）。"
      />
      <p className="form-field__label">代金を受け取る口座（取引銀行）</p>
      <BankPicker kind="bank" prefix="bank" />
      <BankPicker kind="branch" prefix="branch" />
      <RadioGroupField
        name="accountType"
        legend="預金種目"
        options={accountTypeOptions}
        required
        inline
      />
      <TextField
        name="accountNumber"
        label="口座番号（7桁）"
        required
        inputMode="numeric"
        maxLength={7}
        normalize={(v) => toHalfWidthDigits(v).replace(/\D/g, '')}
      />
      <TextField
        name="debitDay"
        label="毎月の引落日"
        required
        inputMode="numeric"
        normalize={(v) => toHalfWidthDigits(v).trim()}
        hint="1〜28日。銀行の休業日は翌営業日に引き落とされます。"
      />
      <RadioGroupField name="crlf" legend="依頼データの改行" options={crlfOptions} required />
      {saved ? <FormAlert tone="notice">口座振替の設定を保存しました。</FormAlert> : null}
      <SubmitButton sendingLabel="保存中…">口座振替の設定を保存</SubmitButton>
    </Form>
  );
}

/** お支払い設定's 口座振替 section: the brand's 委託者, its account, the 引落日, CRLF or not. */
export function DebitSettingsSection({ brandId }: { brandId: string }) {
  const settings = useDebitSettings(brandId);
  return (
    <AdminSection title="口座振替" className="debit-section">
      <p className="admin-hint">
        口座振替の依頼データ（全銀協フォーマット）に入る、委託者の情報と引落日です。お客様には表示されません。
      </p>
      {settings.isPending ? (
        <p>読み込んでいます…</p>
      ) : (
        <SettingsForm brandId={brandId} settings={settings.data ?? null} />
      )}
    </AdminSection>
  );
}

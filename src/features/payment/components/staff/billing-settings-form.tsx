import { useFormContext } from 'react-hook-form';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { SaveActions } from '@/components/admin/save-actions';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { FieldError, FieldHint, RequiredMark, useFieldMessages } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import {
  bankAccountTypeLabels,
  bankAccountTypes,
  offeredPaymentMethodLabels,
  offeredPaymentMethods,
  providerPaymentMethodLabels,
  type BillingSettings,
  type BillingSettingsForm as Settings,
} from '@/lib/model/billing-settings';
import { limits } from '#shared/model/limits.js';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import { useSaveBillingSettings } from '../../api/save-billing-settings';
import {
  billingSettingsFormValues,
  billingSettingsScreenSchema,
} from '../../billing-settings-form-schema';
import { HowToPay } from '../how-to-pay';
import './billing-settings-form.css';

const accountTypeOptions = bankAccountTypes.map((t) => ({
  value: t,
  label: bankAccountTypeLabels[t],
}));

/**
 * The methods offered: one checkbox each, the error on the group. Only what can be collected:
 * クレジットカード and コンビニ払い need a payment provider (docs/billing.md) and are not offered.
 */
function MethodsField() {
  const name = 'paymentMethods';
  const hint =
    'お客様のマイユニット、お申し込みの確認画面と完了画面、請求書、メール、特定商取引法に基づく表記に表示されます。クレジットカード・コンビニ払いは、決済代行会社と接続するまで選べません。';
  const { id, message, hintId, errorId, describedBy } = useFieldMessages(name, hint);
  const { register } = useFormContext();
  return (
    <fieldset
      className="form-radios form-radios--inline"
      aria-describedby={describedBy}
      aria-invalid={message ? true : undefined}
    >
      <legend className="form-field__label">
        お支払い方法
        <RequiredMark required />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="form-radios__options">
        {offeredPaymentMethods.map((method, index) => (
          <label key={method} className="form-radios__option">
            <input
              id={index === 0 ? id : `${id}-${method}`}
              type="checkbox"
              value={method}
              {...register(name)}
            />
            <span>{offeredPaymentMethodLabels[method]}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

function BankAccountError() {
  const { message, errorId } = useFieldMessages('bankAccount', null);
  return <FieldError id={errorId} message={message} />;
}

export type BillingSettingsFormProps = {
  brandId: string;
  settings: BillingSettings | null;
};

/**
 * お支払い設定: the methods offered, the 振込先, the invoice issuer and 登録番号 and a note, with
 * a preview of what customers see. Saved whole; what was typed stays when saving fails.
 */
export function BillingSettingsForm({ brandId, settings }: BillingSettingsFormProps) {
  const save = useSaveBillingSettings();
  const form = useZodForm(billingSettingsScreenSchema, {
    defaultValues: billingSettingsFormValues(settings),
  });
  const unsaved = useUnsavedChangesBlocker(form.formState.isDirty);

  const submit = async (values: Settings) => {
    await save.mutateAsync({ brandId, settings: values });
    form.reset(billingSettingsFormValues(values));
  };

  return (
    <div className="billing-settings">
      <Form
        form={form}
        onSubmit={submit}
        errorMessage={(error) => adminErrorMessage(error, adminErrorMessages.saveFailed)}
        label="お支払い設定"
        className="billing-settings__form"
      >
        {settings?.withdrawnPaymentMethods ? (
          <p className="admin-alert">
            保存済みの設定にある
            {settings.withdrawnPaymentMethods
              .map((m) => `「${providerPaymentMethodLabels[m]}」`)
              .join('')}
            は、決済代行会社と接続していないため現在はご利用いただけません。お客様には表示していません。次に保存すると設定から外れます。
          </p>
        ) : null}
        <MethodsField />
        <fieldset className="billing-settings__group">
          <legend>銀行振込の振込先</legend>
          <p className="admin-hint">銀行振込を選ぶときは必須です。</p>
          <TextField name="bankAccount.bankName" label="銀行名" placeholder="例：みずほ銀行" />
          <TextField name="bankAccount.branchName" label="支店名" placeholder="例：神田支店" />
          <RadioGroupField
            name="bankAccount.accountType"
            legend="口座種別"
            options={accountTypeOptions}
            inline
          />
          <TextField
            name="bankAccount.accountNumber"
            label="口座番号"
            inputMode="numeric"
            maxLength={7}
            hint="7桁の数字"
            normalize={toHalfWidthDigits}
            className="billing-settings__short"
          />
          <TextField
            name="bankAccount.accountHolder"
            label="口座名義"
            placeholder="例：カ）サクラストレージ"
            hint="通帳の表記どおり全角カタカナで入力してください。"
          />
          <BankAccountError />
        </fieldset>
        <fieldset className="billing-settings__group">
          <legend>適格請求書の発行者</legend>
          <TextField
            name="issuerName"
            label="発行者名（登録の名称）"
            required
            maxLength={limits.shortText}
          />
          <TextField
            name="registrationNumber"
            label="登録番号"
            placeholder="例：T1234567890123"
            hint="「T」と13桁の数字。未登録の場合は空欄にしてください（請求書は区分記載請求書になります）。"
            autoComplete="off"
            className="billing-settings__short"
          />
        </fieldset>
        <TextField
          name="writeOffLimit"
          label="差額処理の上限（円）"
          placeholder="1000"
          hint="入金が請求額にわずかに足りないとき（お客さまが振込手数料を差し引いた場合など）、この金額までは理由を添えて「差額を処理」で支払済みにできます。空欄なら1,000円です。"
          inputMode="numeric"
          autoComplete="off"
          className="billing-settings__short"
        />
        <TextAreaField
          name="note"
          label="お支払いについての補足"
          rows={3}
          maxLength={limits.description}
          hint="例：振込手数料はお客様のご負担となります。"
        />
        <SaveActions />
      </Form>
      <div className="billing-settings__preview">
        <p className="admin-hint">お客様に表示される内容（保存済みの設定）</p>
        <HowToPay
          settings={settings}
          customer={{ customerNumber: 1001, kana: 'ヤマダ タロウ' }}
          id="billing-settings-preview"
        />
      </div>
      {unsaved.dialog}
    </div>
  );
}

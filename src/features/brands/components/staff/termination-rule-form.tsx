import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { SaveActions } from '@/components/admin/save-actions';
import { Form } from '@/components/form/form';
import { RadioGroupField } from '@/components/form/radio-group-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { firestore } from '@/lib/firebase-firestore';
import {
  defaultTerminationRule,
  describeTerminationRule,
  terminationEndOnLabels,
  terminationEndOns,
  type TerminationRuleFields,
} from '@/lib/model/termination-rule';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import {
  terminationRuleFormSchema,
  terminationRuleFormValues,
  type TerminationRuleFormValues,
} from '../../admin-termination-rule-form-schema';
import { useSaveTerminationRule } from '../../api/admin-save-termination-rule';
import { getStoredTerminationRule } from '../../api/get-termination-rule';
import { brandKeys } from '../../api/keys';

const endOnOptions = terminationEndOns.map((v) => ({ value: v, label: terminationEndOnLabels[v] }));
const monthOptions = [0, 1, 2, 3, 4, 5, 6].map((n) => ({
  value: String(n),
  label: n === 0 ? '当月末まで' : n === 1 ? '前月末まで' : `${n}か月前の月末まで`,
}));
const lastMonthOptions = [
  { value: 'no', label: '日割りしない（1か月分）' },
  { value: 'yes', label: '解約日まで日割り' },
];

/** What the customer will read beside the 解約 form, as the staff member edits it. */
function Preview() {
  const values = useWatch<TerminationRuleFormValues>();
  const parsed = terminationRuleFormSchema.safeParse(values);
  if (!parsed.success) return null;
  return (
    <div className="brand-termination__preview">
      <p>お客さまのマイユニットでの表示：</p>
      <ul>
        {describeTerminationRule(parsed.data).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function RuleForm({
  brandId,
  stored,
  onSaved,
}: {
  brandId: string;
  stored: TerminationRuleFields | null;
  onSaved: () => void;
}) {
  const save = useSaveTerminationRule();
  const form = useZodForm(terminationRuleFormSchema, {
    defaultValues: terminationRuleFormValues(stored ?? defaultTerminationRule),
  });
  return (
    <Form
      form={form}
      label="解約のきまり"
      errorMessage={(error) => adminErrorMessage(error, adminErrorMessages.saveFailed)}
      onSubmit={async (rule) => {
        await save.mutateAsync({ brandId, rule, exists: stored !== null });
        form.reset(terminationRuleFormValues(rule));
        onSaved();
      }}
    >
      {stored === null ? (
        <p className="admin-hint">
          まだ設定されていません。利用規約（第7条）どおりの初期値（前月末までに申し出、月末解約、最終月は1か月分）が使われています。
        </p>
      ) : null}
      <RadioGroupField name="endOn" legend="解約日" required options={endOnOptions} />
      <SelectField
        name="noticeMonths"
        label="申し出の期限（月末解約のとき）"
        required
        options={monthOptions}
      />
      <TextField
        name="noticeDays"
        label="予告期間（日）（任意の日のとき）"
        required
        inputMode="numeric"
        normalize={toHalfWidthDigits}
        hint="解約希望日の何日前までに申し出が必要か（1〜180日）。"
      />
      <RadioGroupField
        name="lastMonthProrated"
        legend="最終月の利用料"
        required
        options={lastMonthOptions}
      />
      <Preview />
      <SaveActions />
    </Form>
  );
}

/**
 * The brand's 解約 rule (notice period, end at month end or any day, last month 日割り or not):
 * the customer's 解約 form offers only the dates it allows and the rules enforce it.
 */
export function TerminationRuleSettings({
  brandId,
  onSaved,
}: {
  brandId: string;
  onSaved: () => void;
}) {
  const query = useQuery({
    queryKey: brandKeys.staffTerminationRule(brandId),
    queryFn: () => getStoredTerminationRule(firestore, brandId),
  });
  if (query.isPending) return <p>読み込んでいます…</p>;
  if (query.isError)
    return (
      <p className="admin-alert" role="alert">
        解約のきまりを読み込めませんでした。ページを開き直してください。
      </p>
    );
  return <RuleForm brandId={brandId} stored={query.data} onSaved={onSaved} />;
}

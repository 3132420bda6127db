import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { formatYen } from '@/utils/format-yen';
import { firstPaymentInputOf } from '@/lib/model/contract-terms';
import {
  contractTermsLabels,
  parseContractTerms,
  type ContractTermsDraft,
} from '../../contract-terms-form';

export type ContractTermsFieldsProps = {
  draft: ContractTermsDraft;
  onChange: (draft: ContractTermsDraft) => void;
};

const keys = Object.keys(contractTermsLabels) as (keyof ContractTermsDraft)[];

/**
 * 契約条件 in the contract dialog: start date, fees, initial costs and the due day, prefilled
 * from the application and the space, each correctable; below, the first bill they make (the
 * same calculation as the applicant's quote).
 */
export function ContractTermsFields({ draft, onChange }: ContractTermsFieldsProps) {
  const parsed = parseContractTerms(draft);
  const estimate =
    'terms' in parsed ? estimateFirstPayment(firstPaymentInputOf(parsed.terms)) : null;
  return (
    <fieldset className="contract-terms">
      <legend>契約条件（契約後は変わりません）</legend>
      <div className="contract-terms__grid">
        {keys.map((key) => (
          <label key={key} className="contract-terms__field">
            <span>{contractTermsLabels[key]}</span>
            <input
              className="admin-input"
              name={key}
              type={key === 'startDate' ? 'date' : 'text'}
              inputMode={key === 'startDate' ? undefined : 'numeric'}
              value={draft[key]}
              onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
              required
            />
          </label>
        ))}
      </div>
      <p className="contract-terms__first" aria-live="polite">
        {estimate
          ? `初回請求額 ${formatYen(estimate.total)}（日割り ${formatYen(estimate.firstMonthTotal)}＋初期費用 ${formatYen(estimate.initialCostsTotal)}）`
          : 'error' in parsed
            ? parsed.error
            : null}
      </p>
    </fieldset>
  );
}

import { Link } from 'react-router';
import { spaceTypeLabels } from '@/lib/model/space';
import type { FinalBill } from '@/lib/model/final-bill';
import type { TerminationRuleFields } from '@/lib/model/termination-rule';
import { formatDate } from '@/utils/format-date';
import { formatDimensions } from '@/utils/format-dimensions';
import { formatJo } from '@/utils/format-jo';
import { formatYenTaxIncluded } from '@/utils/format-yen-tax-included';
import type { ApplicationWithId } from '../api/get-user-applications';
import type { SpacePlace } from '../space-place';
import { PlaceHeading } from './place-heading';
import { StatusBadge } from '@/components/ui/status-badge';
import { TerminationRequestPanel } from './termination-request';

export type ContractListProps = {
  /** The user's contracted applications. */
  contracts: readonly ApplicationWithId[];
  placeOf: (application: ApplicationWithId) => SpacePlace;
  /** Whether some application is still in review or being prepared (says what to expect). */
  pendingApplications: boolean;
  listHref: string;
  /** Today in Japan ('YYYY-MM-DD'), for the earliest end date. */
  today: string;
  /** The brand's 解約 rule (the dates the 解約 form offers). */
  terminationRule: TerminationRuleFields;
  /** What ending a contract on a day costs (the screen composes finalBillOf). */
  finalBillOf: (application: ApplicationWithId, endDate: string) => FinalBill | null;
  /** Sends 解約のお申し出 with what it costs as shown; throws when it cannot. */
  onRequestTermination: (
    application: ApplicationWithId,
    endDate: string,
    finalBill: FinalBill | null,
  ) => Promise<void>;
  /** Withdraws it before staff confirm it; throws when it cannot. */
  onWithdrawTermination: (application: ApplicationWithId) => Promise<void>;
};

/** ご契約: each contracted space with its start date, monthly fees and 解約のお申し出. */
export function ContractList({
  contracts,
  placeOf,
  pendingApplications,
  listHref,
  today,
  terminationRule,
  finalBillOf,
  onRequestTermination,
  onWithdrawTermination,
}: ContractListProps) {
  if (contracts.length === 0) {
    return (
      <div className="my-unit-empty">
        <p>ご契約中の区画はありません。</p>
        {pendingApplications ? (
          <p>お申し込みの審査と手続きが済むと、ここにご契約の内容が表示されます。</p>
        ) : (
          <p>
            <Link to={listHref}>物件一覧から区画を探す</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <ul className="my-unit-cards">
      {contracts.map((contract) => {
        const place = placeOf(contract);
        const { space } = place;
        return (
          <li key={contract.id} className="my-unit-card">
            <div className="my-unit-card__head">
              <PlaceHeading place={place} />
              <StatusBadge tone="success">契約中</StatusBadge>
            </div>
            <dl className="my-unit-facts my-unit-facts--compact">
              {space ? (
                <div className="my-unit-facts__row">
                  <dt>区画</dt>
                  <dd>
                    {spaceTypeLabels[space.type]}
                    <span className="my-unit-facts__sub">
                      {formatJo(space.size.areaM2)}（{formatDimensions(space.size)}）
                    </span>
                  </dd>
                </div>
              ) : null}
              <div className="my-unit-facts__row">
                <dt>利用開始日</dt>
                <dd>{formatDate(contract.startDate)}</dd>
              </div>
              {space ? (
                <>
                  <div className="my-unit-facts__row">
                    <dt>月額利用料</dt>
                    <dd>{formatYenTaxIncluded(space.monthlyFee)}</dd>
                  </div>
                  <div className="my-unit-facts__row">
                    <dt>管理費（月額）</dt>
                    <dd>{formatYenTaxIncluded(space.adminFee)}</dd>
                  </div>
                  <div className="my-unit-facts__row my-unit-facts__row--total">
                    <dt>毎月のお支払い</dt>
                    <dd>{formatYenTaxIncluded(space.monthlyFee + space.adminFee)}</dd>
                  </div>
                </>
              ) : (
                <div className="my-unit-facts__row">
                  <dt>月額</dt>
                  <dd>区画の情報を表示できません。金額はご請求の欄をご覧ください。</dd>
                </div>
              )}
            </dl>
            <h4 className="my-unit-card__subtitle">解約のお申し出</h4>
            <TerminationRequestPanel
              request={contract.terminationRequest}
              placeName={`${place.assetName} 区画 ${place.spaceLabel}`}
              today={today}
              rule={terminationRule}
              finalBillFor={(endDate) => finalBillOf(contract, endDate)}
              initialCosts={contract.contract ?? null}
              onRequest={(endDate, finalBill) => onRequestTermination(contract, endDate, finalBill)}
              onWithdraw={() => onWithdrawTermination(contract)}
            />
          </li>
        );
      })}
    </ul>
  );
}

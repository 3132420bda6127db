import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ApplicationForm } from '@/lib/model/application';
import type { Space } from '@/lib/model/space';
import { formatDate } from '@/utils/format-date';
import { applicationFeeSummary } from '../application-fee-summary';
import { applyFailureOf, type ApplyFailure } from '../apply-failure';
import { ConfirmRow } from './confirm-row';
import { FeeSummary } from './fee-summary';
import './application.css';

export type ApplicationConfirmProps = {
  brandId: string;
  assetId: string;
  /** The checked values of the form. */
  values: ApplicationForm;
  space: Pick<Space, 'monthlyFee' | 'adminFee' | 'initialCosts'>;
  /** The uploaded 本人確認書類's file name. */
  documentName: string;
  termsVersion: number;
  /** Back to the form, everything kept. */
  onBack: () => void;
  /** Sends the application; a thrown error is explained (applyFailureOf) and may be retried. */
  onApply: () => Promise<void>;
  /** A soft note above the values (e.g. the profile could not be saved). */
  notice?: ReactNode;
  /** お支払い方法 under the fees (the payment feature's card, composed by the screen). */
  payment?: ReactNode;
};

/**
 * 確認: every value as entered, the fees, and 戻る / 申し込む. 申し込む sends once however often it
 * is pressed; a failure says what happened and what to do, and everything stays as it was.
 */
export function ApplicationConfirm({
  brandId,
  assetId,
  values,
  space,
  documentName,
  termsVersion,
  onBack,
  onApply,
  notice,
  payment,
}: ApplicationConfirmProps) {
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const summary = applicationFeeSummary(space, values.startDate);
  const otherSpaces = `${paths.brand.asset.href(brandId, assetId)}#spaces`;

  const apply = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await onApply();
    } catch (error) {
      setFailure(applyFailureOf(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const closed = failure?.kind === 'space-taken' || failure?.kind === 'open-limit';

  return (
    <div className="application-confirm" aria-busy={busy || undefined}>
      {notice}
      <p className="application-confirm__lead">
        以下の内容でお申し込みします。よろしければ「申し込む」を押してください。
      </p>
      <section aria-labelledby="application-confirm-values">
        <h2 id="application-confirm-values">お申し込み内容</h2>
        <dl className="application-confirm__values">
          <ConfirmRow label="お名前">{values.name}</ConfirmRow>
          <ConfirmRow label="フリガナ">{values.kana}</ConfirmRow>
          <ConfirmRow label="メールアドレス">{values.email}</ConfirmRow>
          <ConfirmRow label="電話番号">{values.phone}</ConfirmRow>
          <ConfirmRow label="生年月日">{formatDate(values.birthDate)}</ConfirmRow>
          <ConfirmRow label="ご住所">
            〒{values.postalCode}
            <br />
            {values.prefecture}
            {values.city}
            {values.addressLine}
            {values.building ? (
              <>
                <br />
                {values.building}
              </>
            ) : null}
          </ConfirmRow>
          <ConfirmRow label="利用開始希望日">{formatDate(values.startDate)}</ConfirmRow>
          <ConfirmRow label="本人確認書類">{documentName}</ConfirmRow>
          <ConfirmRow label="利用規約">第{termsVersion}版に同意済み</ConfirmRow>
        </dl>
      </section>
      <FeeSummary summary={summary} startDate={values.startDate} />
      {payment}
      {failure ? (
        <div className="form-alert form-alert--error application-confirm__failure" role="alert">
          <p>{failure.message}</p>
          {failure.kind === 'space-taken' ? (
            <p>
              <Link to={otherSpaces}>同じ物件のほかの区画を見る</Link>
            </p>
          ) : null}
          {failure.kind === 'open-limit' ? (
            <p>
              <Link to={paths.brand.myunit.href(brandId)}>
                マイユニットでお申し込みの状況を見る
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="form-actions application-confirm__actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          戻る
        </button>
        <button
          type="button"
          className="button button--primary form-submit"
          onClick={() => void apply()}
          disabled={busy || closed}
        >
          {busy ? '送信しています…' : '申し込む'}
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatYen } from '@/utils/format-yen';
import { nextBillRunDay, nextPeriodOf } from '#shared/model/collection-settings.js';
import {
  jobKindLabels,
  jobTriggerLabels,
  type JobKind,
  type JobRun,
} from '#shared/model/job-run.js';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import { formatYearMonth } from '@/utils/format-year-month';
import { useUnbilledMonths } from '../../api/get-unbilled-months';
import {
  useCollectionSettings,
  useLastJobRuns,
  usePreviewReminders,
  useSendRemindersNow,
  type ReminderPreview,
} from '../../api/job-runs';
import { billErrorMessage } from '../../bill-error-message';
import { JobSettingsForm } from './job-settings-form';
import './job-runs.css';

export type JobRunsPanelProps = {
  brandId: string;
  /** today in Japan */
  today: string;
  /** 今すぐ実行 of the month's bills (the billing screen's own confirmation and result) */
  onRunMonthBills: (period: string) => void;
};

function LastRun({ run }: { run: (JobRun & { id: string }) | null | undefined }) {
  if (run === undefined) return <p className="admin-hint">読み込んでいます…</p>;
  if (run === null) return <p className="job-runs__last">まだ実行されていません。</p>;
  return (
    <div className="job-runs__last">
      <p>
        前回：{formatDateTime(run.startedAt)}（{jobTriggerLabels[run.trigger]}
        {run.by !== null ? `・${run.byName ?? `スタッフ（${run.by}）`}` : ''}）
        {run.outcome === 'failed' ? <strong className="job-runs__failed"> 失敗あり</strong> : null}
      </p>
      <p>{run.summary}</p>
      {run.failures.length > 0 ? (
        <ul className="job-runs__failures">
          {run.failures.slice(0, 5).map((f) => (
            <li key={f.id}>
              {f.id}：{f.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * 自動処理: what the server's jobs did for the brand and when they run next — the month's
 * bills (made on the 請求作成日 for the next month), the 督促 sweep (every morning at 9:00), and
 * contract ends (the morning after a confirmed 解約日) — with 今すぐ実行 / 今すぐ送る and the
 * brand's settings for them.
 */
export function JobRunsPanel({ brandId, today, onRunMonthBills }: JobRunsPanelProps) {
  const runs = useLastJobRuns(brandId);
  const settings = useCollectionSettings(brandId);
  const reminders = useSendRemindersNow(brandId);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const last = (job: JobKind) => (runs.data ? runs.data[job] : undefined);
  const next = nextPeriodOf(today);
  const s = settings.data;
  const unbilled = useUnbilledMonths(brandId, today, s?.billRunDay);
  const missing = unbilled.data ?? [];
  const earliest = missing[0];
  // The earliest month without bills is made first: a later month made before it would take the
  // 預り金 that belongs to it (issue 37, item 7).
  const nextWaits = earliest !== undefined && earliest.period < next;

  const preview = usePreviewReminders(brandId);
  const [toSend, setToSend] = useState<ReminderPreview[] | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  // 今すぐ送る asks first: how many mails, to whom, for what (nothing is sent until confirmed).
  const askToSend = async () => {
    setMessage(null);
    setSendError(null);
    try {
      setToSend(await preview.mutateAsync());
    } catch (error) {
      setMessage({ ok: false, text: billErrorMessage(error) });
    }
  };
  const sendNow = async () => {
    setMessage(null);
    setSendError(null);
    try {
      const { queued } = await reminders.mutateAsync();
      setToSend(null);
      setMessage({
        ok: true,
        text:
          queued > 0
            ? `${queued}通の督促メールを送信しました。`
            : '送る督促メールはありませんでした（送信済みの段階は二度送りません）。',
      });
    } catch (error) {
      setSendError(billErrorMessage(error));
    }
  };

  return (
    <AdminSection
      title="自動処理"
      description="請求の作成、督促メール、契約の終了はサーバーが自動で行います。前回の結果と次回の予定です。"
    >
      {runs.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          自動処理の記録を読み込めませんでした。ページを再読み込みしてください。
        </p>
      ) : null}
      <p
        role="status"
        className={message?.ok === false ? 'form-alert form-alert--error' : 'job-runs__message'}
      >
        {message?.text}
      </p>
      <div className="job-runs">
        <section className="job-runs__job" aria-labelledby={`${brandId}-job-month`}>
          <h3 id={`${brandId}-job-month`}>{jobKindLabels['month-bills']}</h3>
          <LastRun run={last('month-bills')} />
          <p className="job-runs__next">
            次回：
            {s
              ? `${formatDate(nextBillRunDay(today, s.billRunDay))} 6:00 に翌月分を作成（毎月${s.billRunDay}日）`
              : '—'}
          </p>
          {missing.length > 0 ? (
            <div className="job-runs__missing">
              <p>
                <strong>請求が作成されていない月があります。</strong>
                契約があるのに請求が1件もない月です。古い月から作成してください。
              </p>
              <ul>
                {missing.map((m) => (
                  <li key={m.period}>
                    {formatYearMonth(m.period)}分（契約 {m.contracts}件）
                  </li>
                ))}
              </ul>
              {earliest !== undefined ? (
                <button
                  type="button"
                  className="admin-button admin-button--primary"
                  onClick={() => onRunMonthBills(earliest.period)}
                >
                  {formatYearMonth(earliest.period)}分を作成
                </button>
              ) : null}
            </div>
          ) : unbilled.isError ? (
            <p className="admin-hint">請求のない月があるか確かめられませんでした。</p>
          ) : null}
          <button
            type="button"
            className="admin-button"
            disabled={nextWaits}
            aria-describedby={nextWaits ? `${brandId}-job-month-waits` : undefined}
            onClick={() => onRunMonthBills(next)}
          >
            今すぐ実行（{formatYearMonth(next)}分）
          </button>
          {nextWaits && earliest !== undefined ? (
            <p id={`${brandId}-job-month-waits`} className="admin-hint">
              先に{formatYearMonth(earliest.period)}
              分を作成してください（前の月の預り金が後の月に使われないように、古い月から作ります）。
            </p>
          ) : null}
        </section>
        <section className="job-runs__job" aria-labelledby={`${brandId}-job-reminders`}>
          <h3 id={`${brandId}-job-reminders`}>{jobKindLabels.reminders}</h3>
          <LastRun run={last('reminders')} />
          <p className="job-runs__next">
            次回：毎朝 9:00
            {s
              ? `（支払期限の${s.reminderFirstAfterDays}日後から${s.reminderEveryDays}日ごと、最大${s.reminderMax}回）`
              : ''}
          </p>
          <button
            type="button"
            className="admin-button"
            disabled={preview.isPending || reminders.isPending}
            onClick={() => void askToSend()}
          >
            {preview.isPending ? '送る相手を確認しています…' : '今すぐ送る'}
          </button>
        </section>
        <section className="job-runs__job" aria-labelledby={`${brandId}-job-end`}>
          <h3 id={`${brandId}-job-end`}>{jobKindLabels['contract-end']}</h3>
          <LastRun run={last('contract-end')} />
          <p className="job-runs__next">次回：確認済みの解約日の翌日 0:00（契約ごと）</p>
        </section>
      </div>
      {s ? <JobSettingsForm brandId={brandId} settings={s} /> : null}
      <ConfirmDialog
        open={toSend !== null && toSend.length > 0}
        title="督促メールを送りますか？"
        confirmLabel={`${toSend?.length ?? 0}通を送る`}
        busyLabel="送信しています…"
        busy={reminders.isPending}
        error={sendError}
        onConfirm={() => void sendNow()}
        onCancel={() => setToSend(null)}
      >
        <p>
          {toSend?.length ?? 0}
          人のお客さまに、お支払いのお願いを1通ずつ送ります（お客さまごとに、期限を過ぎたご請求をまとめて1通です）。
        </p>
        <ul className="job-runs__recipients">
          {(toSend ?? []).map((mail) => (
            <li key={mail.email}>
              {mail.name}（{mail.email}）：
              {mail.bills.map((b) => `${b.description}（${b.step}回目）`).join('、')} ・合計{' '}
              {formatYen(mail.total)}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      {toSend !== null && toSend.length === 0 ? (
        <p className="job-runs__message" role="status">
          いま送る督促メールはありません（お支払い期限を過ぎた未払いのご請求がないか、送る段階のものは送信済みです）。
        </p>
      ) : null}
    </AdminSection>
  );
}

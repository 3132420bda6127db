import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AdminSection } from '@/components/admin/admin-section';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { bankAccountTypeLabels } from '@/lib/model/billing-settings';
import { firestore } from '@/lib/firebase-firestore';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { staffLabel } from '@/utils/staff-label';
import { todayInJapan } from '@/utils/today-in-japan';
import {
  DebitRequestError,
  debitRequestBytes,
  debitRequestFileName,
  readDebitItems,
  useCreateDebitRequest,
  useDebitCandidates,
  useDebitRequests,
  type DebitCandidate,
} from '../../api/create-debit-request';
import { useDebitSettings } from '../../api/debit-settings';
import {
  matchDebitResult,
  resultLabel,
  useDebitImports,
  useRecordDebitResults,
  type MatchedDebitResult,
  type RecordDebitResultsOutcome,
} from '../../api/record-debit-results';
import { nextBankBusinessDay } from '#shared/billing/bank-business-day.js';
import { downloadBytes } from '../../download-bytes';
import { nextDebitDate } from '../../next-debit-date';
import { ZenginFormatError, readDebitResult, zenginToFullWidth } from '#shared/billing/zengin.js';
import '@/components/admin/admin.css';
import '../debit.css';

export type DebitManagerProps = {
  brandId: string;
  /** the signed-in staff member's uid (firebase/auth loads with the first write) */
  staffUid: () => Promise<string>;
};

const newCodeLabels = { '0': '継続', '1': '初回', '2': '口座変更' } as const;

const rowStateLabels = {
  new: '記録します',
  recorded: '記録済み',
  unmatched: '一致する依頼がありません',
  different: '金額または口座が依頼と違います',
  unknown: '読めない結果コード',
} as const;

/**
 * 口座振替: build the 依頼データ for a 引落日 (the bills of customers whose account is confirmed,
 * each in one request only) and download it — again later too — and read the bank's 振替結果:
 * code 0 pays the bill on the 引落日, any other code leaves it unpaid with the reason (and the
 * customer is mailed how to pay by 振込). A file read twice records nothing the second time; a
 * record matching no request is listed, never guessed.
 */
export function DebitManager({ brandId, staffUid }: DebitManagerProps) {
  const settings = useDebitSettings(brandId);
  const requests = useDebitRequests(brandId);
  const imports = useDebitImports(brandId);
  const staffNames = useStaffNames();
  const create = useCreateDebitRequest();
  const recordResults = useRecordDebitResults();
  const today = todayInJapan();
  const dateId = useId();
  const fileId = useId();
  const [typedDate, setTypedDate] = useState<string | null>(null);
  const [debitDate, setDebitDate] = useState<string | null>(null);
  const candidates = useDebitCandidates(brandId, debitDate);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{
    fileName: string;
    matched: MatchedDebitResult;
    problems: string[];
  } | null>(null);
  const [recorded, setRecorded] = useState<RecordDebitResultsOutcome | null>(null);
  const [resultProblem, setResultProblem] = useState<string | null>(null);

  const defaultDate = settings.data ? nextDebitDate(settings.data.debitDay, today) : today;
  const dateValue = typedDate ?? defaultDate;
  const chosen = useMemo<DebitCandidate[]>(
    () => (candidates.data?.candidates ?? []).filter((c) => !unticked.has(c.billId)),
    [candidates.data, unticked],
  );

  if (settings.isPending) return <p>読み込んでいます…</p>;
  if (!settings.data)
    return (
      <p className="form-alert form-alert--notice" role="status">
        口座振替の設定（委託者コード・委託者名・引落日など）がありません。
        <Link to={paths.admin.brand.billingSettings.href(brandId)}>お支払い設定</Link>
        で設定してください。
      </p>
    );
  const debitSettings = settings.data;

  const download = async (request: { id: string; debitDate: string }) => {
    setProblem(null);
    try {
      const items = await readDebitItems(firestore, brandId, request.id);
      downloadBytes(
        debitRequestBytes(debitSettings, request.debitDate, items),
        debitRequestFileName(request.debitDate),
      );
    } catch (error) {
      setProblem(
        error instanceof ZenginFormatError
          ? `依頼データを作れませんでした: ${error.message}`
          : '依頼データを読み込めませんでした。通信状態を確かめて、もう一度お試しください。',
      );
    }
  };

  const makeRequest = async () => {
    if (debitDate === null) return;
    setProblem(null);
    setMessage(null);
    try {
      const id = await create.mutateAsync({
        brandId,
        adminUid: await staffUid(),
        debitDate,
        candidates: chosen,
      });
      const total = chosen.reduce((sum, c) => sum + c.amount, 0);
      setMessage(
        `${formatDate(debitDate)}引落の依頼データを作成しました（${chosen.length}件・${formatYen(total)}）。銀行のサービスにアップロードしてください。`,
      );
      setDebitDate(null);
      setUnticked(new Set());
      await download({ id, debitDate });
    } catch (error) {
      setProblem(
        error instanceof DebitRequestError
          ? error.message
          : '依頼データを作成できませんでした。通信状態を確かめて、もう一度お試しください。',
      );
    }
  };

  const readResult = async (file: File | undefined) => {
    setLoaded(null);
    setRecorded(null);
    setResultProblem(null);
    if (!file) return;
    try {
      const parsed = readDebitResult(new Uint8Array(await file.arrayBuffer()));
      const matched = await matchDebitResult(firestore, brandId, parsed);
      setLoaded({ fileName: file.name, matched, problems: parsed.problems });
    } catch (error) {
      setResultProblem(
        error instanceof ZenginFormatError
          ? error.message
          : 'ファイルを読み込めませんでした。銀行からダウンロードした振替結果データを選んでください。',
      );
    }
  };

  const saveResults = async () => {
    if (!loaded) return;
    setResultProblem(null);
    try {
      const done = await recordResults.mutateAsync({
        brandId,
        adminUid: await staffUid(),
        fileName: loaded.fileName,
        matched: loaded.matched,
        problems: loaded.problems.length,
      });
      setRecorded(done);
      const again = await matchDebitResult(firestore, brandId, {
        consignorCode: '',
        consignorName: '',
        debitMonthDay: loaded.matched.request?.debitDate.slice(5) ?? '',
        records: loaded.matched.rows.map((r) => r.record),
        trailer: null,
        problems: [],
      });
      setLoaded({ ...loaded, matched: again });
    } catch {
      setResultProblem(
        '結果を記録できませんでした。通信状態を確かめて、ファイルをもう一度選んでください（記録済みの結果は二重に記録されません）。',
      );
    }
  };

  const rows = loaded?.matched.rows ?? [];
  const toRecord = rows.filter((r) => r.state === 'new').length;
  const leftOut = candidates.data?.leftOut ?? [];
  return (
    <div className="debit-manager">
      <AdminSection title="依頼データの作成" className="debit-section">
        <p className="admin-hint">
          引落日までに支払期限が来る未払いの請求のうち、口座が「確認済み」のお客様の分を集めます。金額は各請求の残額です。一度依頼データに入れた請求は、ほかの依頼データには入りません。
        </p>
        <div className="debit-date-row">
          <div className="form-field">
            <label className="form-field__label" htmlFor={dateId}>
              引落日
            </label>
            <p className="form-field__hint" id={`${dateId}-hint`}>
              毎月{debitSettings.debitDay}日（銀行の休業日は翌営業日）
            </p>
            <input
              id={dateId}
              className="form-field__input"
              type="date"
              value={dateValue}
              aria-describedby={`${dateId}-hint`}
              onChange={(event) => setTypedDate(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="button button--secondary"
            disabled={!/^\d{4}-\d{2}-\d{2}$/.test(dateValue)}
            onClick={() => {
              setMessage(null);
              setUnticked(new Set());
              setDebitDate(nextBankBusinessDay(dateValue));
            }}
          >
            対象の請求を表示
          </button>
        </div>
        {problem ? (
          <p className="form-alert form-alert--error" role="alert">
            {problem}
          </p>
        ) : null}
        <div role="status">
          {message ? <p className="form-alert form-alert--notice">{message}</p> : null}
        </div>
        {debitDate !== null ? (
          candidates.isPending ? (
            <p>請求を集めています…</p>
          ) : candidates.isError ? (
            <p className="form-alert form-alert--error" role="alert">
              請求を読み込めませんでした。もう一度お試しください。
            </p>
          ) : (
            <>
              <h3>
                {formatDate(debitDate)}引落の対象 {candidates.data.candidates.length}件
                {debitDate !== dateValue ? '（休業日のため翌営業日）' : ''}
              </h3>
              {candidates.data.candidates.length > 0 ? (
                <div
                  className="admin-table-scroll"
                  role="region"
                  aria-label="依頼データに入れる請求"
                  tabIndex={0}
                >
                  <table className="admin-table">
                    <caption className="visually-hidden">依頼データに入れる請求</caption>
                    <thead>
                      <tr>
                        <th scope="col">入れる</th>
                        <th scope="col">お客様番号</th>
                        <th scope="col">お名前</th>
                        <th scope="col">請求</th>
                        <th scope="col">金額</th>
                        <th scope="col">引落口座</th>
                        <th scope="col">新規コード</th>
                      </tr>
                    </thead>
                    <tbody>
                      {candidates.data.candidates.map((c) => (
                        <tr key={c.billId}>
                          <td>
                            <input
                              type="checkbox"
                              aria-label={`${c.customerName}様 ${formatYearMonth(c.bill.period)}分を入れる`}
                              checked={!unticked.has(c.billId)}
                              onChange={(event) => {
                                const next = new Set(unticked);
                                if (event.target.checked) next.delete(c.billId);
                                else next.add(c.billId);
                                setUnticked(next);
                              }}
                            />
                          </td>
                          <td>{c.customerNumber}</td>
                          <td>{c.customerName}</td>
                          <td>{formatYearMonth(c.bill.period)}分</td>
                          <td className="admin-table__number">{formatYen(c.amount)}</td>
                          <td>
                            {c.account.bankName} {c.account.branchName}{' '}
                            {bankAccountTypeLabels[c.account.accountType]} {c.account.accountNumber}
                          </td>
                          <td>
                            {c.newCode}（{newCodeLabels[c.newCode]}）
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p>この日に引き落とす請求はありません。</p>
              )}
              {leftOut.length > 0 ? (
                <>
                  <h3>入れられない請求 {leftOut.length}件</h3>
                  <ul>
                    {leftOut.map((l) => (
                      <li key={l.billId}>
                        {formatYearMonth(l.bill.period)}分 {formatYen(l.bill.amount)}（{l.billId}）:{' '}
                        {l.reason}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              <button
                type="button"
                className="button button--primary"
                disabled={chosen.length === 0 || create.isPending}
                onClick={() => void makeRequest()}
              >
                {create.isPending
                  ? '作成中…'
                  : `依頼データを作成してダウンロード（${chosen.length}件・${formatYen(chosen.reduce((s, c) => s + c.amount, 0))}）`}
              </button>
            </>
          )
        ) : null}
      </AdminSection>

      <AdminSection title="これまでの依頼データ" className="debit-section">
        {requests.data && requests.data.length > 0 ? (
          <div
            className="admin-table-scroll"
            role="region"
            aria-label="作成した依頼データ"
            tabIndex={0}
          >
            <table className="admin-table">
              <caption className="visually-hidden">作成した依頼データ</caption>
              <thead>
                <tr>
                  <th scope="col">引落日</th>
                  <th scope="col">件数</th>
                  <th scope="col">合計</th>
                  <th scope="col">作成</th>
                  <th scope="col">ファイル</th>
                </tr>
              </thead>
              <tbody>
                {requests.data.map((r) => (
                  <tr key={r.id}>
                    <td>{formatDate(r.debitDate)}</td>
                    <td className="admin-table__number">{r.count}件</td>
                    <td className="admin-table__number">{formatYen(r.total)}</td>
                    <td>
                      {formatDateTime(r.createdAt)} {staffLabel(r.createdBy, staffNames)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => void download(r)}
                        aria-label={`${formatDate(r.debitDate)}引落の依頼データをダウンロード`}
                      >
                        ダウンロード
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>まだ依頼データはありません。</p>
        )}
      </AdminSection>

      <AdminSection title="振替結果の取込" className="debit-section">
        <div className="form-field">
          <label className="form-field__label" htmlFor={fileId}>
            振替結果データ（全銀協フォーマット・120バイト）
          </label>
          <p className="form-field__hint" id={`${fileId}-hint`}>
            振替済（0）の請求は引落日の入金として記録し、振替不能（1〜9）の請求は未払いのまま理由を残して、お客様に振込のご案内をメールします。同じファイルをもう一度読み込んでも、二重に記録されません。
          </p>
          <input
            id={fileId}
            type="file"
            aria-describedby={`${fileId}-hint`}
            onChange={(event) => void readResult(event.currentTarget.files?.[0])}
          />
        </div>
        {resultProblem ? (
          <p className="form-alert form-alert--error" role="alert">
            {resultProblem}
          </p>
        ) : null}
        <div role="status">
          {recorded ? (
            <p className="form-alert form-alert--notice">
              {recorded.recordedNow}件の結果を記録しました。記録済みだった結果{' '}
              {recorded.recordedBefore}件。
              {recorded.failed.map((f) => ` 顧客番号 ${f.customerCode}: ${f.message}`).join('')}
            </p>
          ) : null}
        </div>
        {loaded ? (
          <>
            <h3>
              {loaded.fileName}:{' '}
              {loaded.matched.request
                ? `${formatDate(loaded.matched.request.debitDate)}引落の依頼データ（${loaded.matched.request.count}件）の結果`
                : '一致する依頼データがありません'}
            </h3>
            {loaded.problems.map((p) => (
              <p key={p} className="admin-hint">
                {p}
              </p>
            ))}
            <div className="admin-table-scroll" role="region" aria-label="振替結果" tabIndex={0}>
              <table className="admin-table">
                <caption className="visually-hidden">振替結果</caption>
                <thead>
                  <tr>
                    <th scope="col">顧客番号</th>
                    <th scope="col">預金者名</th>
                    <th scope="col">金額</th>
                    <th scope="col">振替結果</th>
                    <th scope="col">取込</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.record.position}>
                      <td>{r.record.customerCode.replace(/^0+(?=\d{15})/, '')}</td>
                      <td>{zenginToFullWidth(r.record.holder)}</td>
                      <td className="admin-table__number">{formatYen(r.record.amount)}</td>
                      <td>
                        <span
                          className={`debit-status debit-status--${r.record.resultCode === '0' ? 'confirmed' : 'failed'}`}
                        >
                          {resultLabel(r.record.resultCode)}
                        </span>
                      </td>
                      <td>{rowStateLabels[r.state]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <button
              type="button"
              className="button button--primary"
              disabled={toRecord === 0 || recordResults.isPending}
              onClick={() => void saveResults()}
            >
              {recordResults.isPending
                ? '記録中…'
                : toRecord === 0
                  ? '記録する結果はありません'
                  : `結果を記録する（${toRecord}件）`}
            </button>
          </>
        ) : null}
        {imports.data && imports.data.length > 0 ? (
          <>
            <h3>最近の取込</h3>
            <ul>
              {imports.data.map((i) => (
                <li key={i.id}>
                  {formatDateTime(i.importedAt)} {staffLabel(i.importedBy, staffNames)}:{' '}
                  {i.fileName}（{i.records}件、記録 {i.recordedNow}件、記録済み {i.recordedBefore}
                  件、一致なし {i.unmatched}件）
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </AdminSection>
    </div>
  );
}

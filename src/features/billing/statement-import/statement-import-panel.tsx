import { useId, useMemo, useState } from 'react';
import { useMembers } from '@/features/members/api/get-members';
import { useStaffNames } from '@/features/staff/api/get-staff-names';
import { firestore } from '@/lib/firebase-firestore';
import { billBalance } from '#shared/model/bill.js';
import { statementLineId, type StatementLine } from '#shared/model/statement-line.js';
import { normalizeTransferName } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';
import { formatDateTime } from '@/utils/format-date-time';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { allocatePayment } from '../api/change-bill';
import { useOpenBills } from '../api/get-open-bills';
import {
  readRecordedLines,
  useRecordStatementPayments,
  useStatementImports,
  type StatementResult,
} from '../api/record-statement-payments';
import { decodeStatement } from './decode-statement';
import {
  matchDeposits,
  matchKindLabels,
  searchOpenBills,
  type Candidate,
  type DepositMatch,
  type OpenBill,
} from './match-deposits';
import {
  parseStatement,
  StatementFormatError,
  type ParsedStatement,
  type StatementDeposit,
} from './parse-statement';
import './statement-import.css';

export type StatementImportPanelProps = {
  brandId: string;
  /** the signed-in staff member's uid (loaded with the first write) */
  staffUid: () => Promise<string>;
};

/** What staff decided for one line: ticked or not, and which bill(s) it pays. */
type Choice = { ticked: boolean; candidate: Candidate | null; search: string };

type Loaded = {
  fileName: string;
  parsed: ParsedStatement;
  matches: DepositMatch[];
  /** the records of lines recorded before, by line index */
  recorded: Map<number, StatementLine>;
};

/** 「2026年11月分」 from a bill id `${applicationId}_${period}`. */
function monthOfBillId(id: string): string {
  const period = /_(\d{4}-\d{2})$/.exec(id)?.[1];
  return period ? `${formatYearMonth(period)}分` : id;
}

const candidateLabel = (c: Candidate) =>
  `${c.bills[0]!.customerName}・${c.bills.map((b) => b.label).join('＋')}・${formatYen(c.balance)}`;

/** What recording the line against `c` will do: 全額, 一部入金 (rest), 超過 → 預り金. */
export function outcomeOf(amount: number, c: Candidate): string {
  const { amounts, excess } = allocatePayment(
    c.bills.map((b) => b.balance),
    amount,
  );
  if (excess > 0) return `全額入金・超過 ${formatYen(excess)} は預り金`;
  const short = c.balance - amounts.reduce((s, a) => s + a, 0);
  if (short > 0) return `一部入金（残り ${formatYen(short)}）`;
  return c.bills.length > 1 ? `${c.bills.length}件を全額入金` : '全額入金';
}

const idOf = (d: StatementDeposit) =>
  statementLineId({
    date: d.date,
    amount: d.amount,
    payer: d.description,
    balance: d.balance,
    occurrence: d.occurrence,
  });

/**
 * 入金消込: staff choose the bank's 入出金明細 CSV. Lines recorded before (by any import) show as
 * 消込済み with the bills they paid and cannot be recorded again; each other deposit is matched
 * to the open bill(s) it pays — お客様番号 or name, one bill or the oldest months together —
 * the sure ones ticked, the others offering candidates, and any line can be given a bill found
 * by name, フリガナ, お客様番号 or amount. The amount received is recorded as it was: short is
 * 一部入金, over goes to the customer's 預り金. The import's summary is kept.
 */
export function StatementImportPanel({ brandId, staffUid }: StatementImportPanelProps) {
  const inputId = useId();
  const { bills } = useOpenBills(brandId);
  const { members } = useMembers(brandId);
  const imports = useStatementImports(brandId);
  const staffNames = useStaffNames();
  const record = useRecordStatementPayments();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<StatementResult | null>(null);

  const openBills = useMemo<OpenBill[]>(() => {
    const memberOf = new Map(members.map((m) => [m.id, m]));
    return bills.map((b) => {
      const m = memberOf.get(b.uid);
      return {
        id: b.id,
        uid: b.uid,
        amount: b.amount,
        balance: billBalance(b),
        dueDate: b.dueDate,
        label: `${formatYearMonth(b.period)}分`,
        customerName: m?.name ?? b.uid,
        customerNumber: m?.customerNumber ?? null,
        kana: m ? normalizeTransferName(m.kana) : '',
      };
    });
  }, [bills, members]);

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setResult(null);
    setLoaded(null);
    if (!file) return;
    let parsed: ParsedStatement;
    try {
      const { text } = decodeStatement(await file.arrayBuffer());
      parsed = parseStatement(text);
    } catch (error) {
      setProblem(
        error instanceof StatementFormatError
          ? error.message
          : 'ファイルを読み込めませんでした。銀行からダウンロードしたCSVファイルを選んでください。',
      );
      return;
    }
    try {
      const dates = parsed.deposits.map((d) => d.date).sort();
      const lines =
        dates.length === 0
          ? new Map<string, StatementLine>()
          : await readRecordedLines(firestore, brandId, dates[0]!, dates.at(-1)!);
      const recorded = new Map<number, StatementLine>();
      parsed.deposits.forEach((d, i) => {
        const line = lines.get(idOf(d));
        if (line) recorded.set(i, line);
      });
      const byDeposit = new Map(parsed.deposits.map((d, i) => [d, i]));
      const matches = matchDeposits(parsed.deposits, openBills, (d) =>
        recorded.has(byDeposit.get(d) ?? -1),
      );
      setLoaded({ fileName: file.name, parsed, matches, recorded });
      setChoices(
        new Map(
          matches.map((m, i) => [
            i,
            { ticked: m.preselected, candidate: m.candidates[0] ?? null, search: '' },
          ]),
        ),
      );
    } catch {
      setProblem(
        '記録済みの明細を確かめられませんでした。通信環境を確かめて、もう一度ファイルを選んでください。',
      );
    }
  };

  const change = (i: number, next: Partial<Choice>) =>
    setChoices((before) => {
      const map = new Map(before);
      map.set(i, { ...(before.get(i) ?? { ticked: false, candidate: null, search: '' }), ...next });
      return map;
    });

  const chosen =
    loaded?.matches.flatMap((m, i) => {
      const c = choices.get(i);
      return m.kind !== 'recorded' && c?.ticked && c.candidate
        ? [{ deposit: m.deposit, billIds: c.candidate.bills.map((b) => b.id) }]
        : [];
    }) ?? [];

  const confirm = async () => {
    if (!loaded) return;
    setProblem(null);
    try {
      const done = await record.mutateAsync({
        brandId,
        adminUid: await staffUid(),
        fileName: loaded.fileName,
        parsed: loaded.parsed,
        chosen,
        recordedBefore: loaded.recorded.size,
      });
      setResult(done);
      setLoaded(null);
    } catch {
      setProblem(
        '入金を記録できませんでした。通信環境を確かめて、明細をもう一度読み込んでください（記録済みの行は二重に記録されません）。',
      );
    }
  };

  const recordedCount = loaded?.recorded.size ?? 0;
  const left = loaded ? loaded.matches.length - recordedCount - chosen.length : 0;
  return (
    <div className="statement-import">
      <div className="statement-import__file">
        <label htmlFor={inputId}>入出金明細（CSV・Shift_JISまたはUTF-8）</label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => void choose(e.currentTarget.files?.[0])}
        />
        <p className="admin-hint">
          未払いの請求 {bills.length}{' '}
          件と照合します。振込名義の先頭のお客様番号、または名義で探し、金額が請求（または古い月からの合計）と一致するものにチェックを付けます。一度記録した明細の行は「消込済み」と表示され、二重に記録されません。
        </p>
      </div>
      {problem ? (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <div role="status" className="statement-import__done">
        {result ? (
          <>
            <p>
              {result.recordedNow}件の入金を記録しました（入金日は明細の取引日、方法は銀行振込）。
              記録済みだった行 {result.recordedBefore}件、記録しなかった行 {result.left}件。
            </p>
            {result.failed.map((f) => (
              <p key={f.line} className="form-alert form-alert--error">
                {f.line}行目: {f.message}
              </p>
            ))}
          </>
        ) : null}
      </div>
      {loaded ? (
        <section aria-labelledby="statement-matches">
          <h2 id="statement-matches">
            {loaded.fileName} の入金 {loaded.matches.length} 件
          </h2>
          <p className="statement-import__summary">
            読み込んだ行 {loaded.parsed.linesRead}件：入金 {loaded.matches.length}件（うち消込済み{' '}
            {recordedCount}件・記録する {chosen.length}件・記録しない {left}件）、出金{' '}
            {loaded.parsed.withdrawals}件（消込の対象外）
            {loaded.parsed.skipped > 0 ? `、金額のない行 ${loaded.parsed.skipped}件` : ''}
            {loaded.parsed.problems.length > 0
              ? `、読み取れない行 ${loaded.parsed.problems.length}件`
              : ''}
          </p>
          {loaded.parsed.problems.map((p) => (
            <p key={p.line} className="admin-hint">
              {p.line}行目: {p.message}
            </p>
          ))}
          <div className="statement-import__table">
            <table>
              <caption className="visually-hidden">明細の入金と消込する請求</caption>
              <thead>
                <tr>
                  <th scope="col">記録</th>
                  <th scope="col">取引日</th>
                  <th scope="col">振込依頼人名</th>
                  <th scope="col">入金額</th>
                  <th scope="col">消込する請求</th>
                  <th scope="col">判定</th>
                </tr>
              </thead>
              <tbody>
                {loaded.matches.map((m, i) => (
                  <DepositRow
                    key={m.deposit.line}
                    match={m}
                    choice={choices.get(i)}
                    recorded={loaded.recorded.get(i)}
                    openBills={openBills}
                    onChange={(next) => change(i, next)}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <div className="admin-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={record.isPending}
              onClick={() => void confirm()}
            >
              {record.isPending
                ? '記録しています…'
                : chosen.length > 0
                  ? `選択した${chosen.length}件の入金を記録する`
                  : '記録せずに取込結果を保存する'}
            </button>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="statement-imports" className="statement-import__history">
        <h2 id="statement-imports">最近の取込</h2>
        {imports.isError ? (
          <p className="admin-hint">取込の記録を読み込めませんでした。</p>
        ) : imports.data === undefined ? (
          <p className="admin-hint">読み込んでいます…</p>
        ) : imports.data.length === 0 ? (
          <p className="admin-hint">まだ明細の取込はありません。</p>
        ) : (
          <ul>
            {imports.data.map((x) => (
              <li key={x.id}>
                {formatDateTime(x.importedAt)}{' '}
                {staffNames?.get(x.importedBy) ?? `スタッフ（${x.importedBy}）`}：{x.fileName}（
                {x.firstDate ? formatDate(x.firstDate) : '—'}〜
                {x.lastDate ? formatDate(x.lastDate) : '—'}）読込 {x.linesRead}行・入金 {x.deposits}
                件・今回記録 {x.recordedNow}件・記録済み {x.recordedBefore}件・未記録 {x.left}
                件・出金 {x.withdrawals}件
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

type DepositRowProps = {
  match: DepositMatch;
  choice: Choice | undefined;
  recorded: StatementLine | undefined;
  openBills: readonly OpenBill[];
  onChange: (next: Partial<Choice>) => void;
};

/** One deposit: its facts, the bill(s) it pays (candidates or found by hand) and the outcome. */
function DepositRow({ match: m, choice, recorded, openBills, onChange }: DepositRowProps) {
  const searchId = useId();
  const search = choice?.search ?? '';
  const found = useMemo(
    () => (search ? searchOpenBills(openBills, search) : []),
    [search, openBills],
  );
  const options = choice?.search ? found : m.candidates;
  const selected = choice?.candidate ?? null;
  const key = (c: Candidate) => c.bills.map((b) => b.id).join('+');
  const where = `${m.deposit.line}行目の入金（${formatDate(m.deposit.date)} ${formatYen(m.deposit.amount)}）`;
  return (
    <tr data-kind={m.kind}>
      <td>
        {m.kind === 'recorded' ? null : (
          <input
            type="checkbox"
            aria-label={`${where}を記録する`}
            disabled={selected === null}
            checked={choice?.ticked === true && selected !== null}
            onChange={(e) => onChange({ ticked: e.currentTarget.checked })}
          />
        )}
      </td>
      <td>{formatDate(m.deposit.date)}</td>
      <td>{m.deposit.description}</td>
      <td className="statement-import__yen">{formatYen(m.deposit.amount)}</td>
      <td className="statement-import__bill">
        {recorded ? (
          <span>
            消込済み：{recorded.bills.map(monthOfBillId).join('・')}
            {recorded.excess > 0 ? `（預り金 ${formatYen(recorded.excess)}）` : ''}
          </span>
        ) : (
          <>
            {options.length > 0 ? (
              <select
                className="admin-input"
                aria-label={`${where}の消込先`}
                value={selected ? key(selected) : ''}
                onChange={(e) => {
                  const c = options.find((o) => key(o) === e.currentTarget.value) ?? null;
                  onChange({ candidate: c, ticked: c !== null });
                }}
              >
                {selected === null ? <option value="">請求を選んでください</option> : null}
                {selected !== null && !options.some((o) => key(o) === key(selected)) ? (
                  <option value={key(selected)}>{candidateLabel(selected)}</option>
                ) : null}
                {options.map((c) => (
                  <option key={key(c)} value={key(c)}>
                    {candidateLabel(c)}
                  </option>
                ))}
              </select>
            ) : choice?.search ? (
              <span className="admin-hint">見つかりません</span>
            ) : null}
            {selected ? (
              <span className="statement-import__outcome">
                {outcomeOf(m.deposit.amount, selected)}
              </span>
            ) : null}
            <label htmlFor={searchId} className="statement-import__search-label">
              請求を探す（お客様番号・名前・フリガナ・金額）
            </label>
            <input
              id={searchId}
              className="admin-input"
              type="search"
              value={choice?.search ?? ''}
              onChange={(e) => onChange({ search: e.currentTarget.value })}
            />
          </>
        )}
      </td>
      <td>{matchKindLabels[m.kind]}</td>
    </tr>
  );
}

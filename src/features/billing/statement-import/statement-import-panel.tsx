import { useId, useMemo, useState } from 'react';
import { useMembers } from '@/features/members/api/get-members';
import { normalizeTransferName } from '@/lib/model/transfer-name';
import { formatDate } from '@/utils/format-date';
import { formatYearMonth } from '@/utils/format-year-month';
import { formatYen } from '@/utils/format-yen';
import { useOpenBills } from '../api/get-open-bills';
import { useRecordStatementPayments } from '../api/record-statement-payments';
import { decodeStatement } from './decode-statement';
import { matchDeposits, matchKindLabels, type DepositMatch, type OpenBill } from './match-deposits';
import { parseStatement, StatementFormatError, type ParsedStatement } from './parse-statement';
import './statement-import.css';

export type StatementImportPanelProps = {
  brandId: string;
  /** the signed-in staff member's uid (loaded with the first write) */
  staffUid: () => Promise<string>;
};

type Loaded = { fileName: string; parsed: ParsedStatement; matches: DepositMatch[] };

/**
 * 入金消込: staff choose the bank's 入出金明細 CSV; each deposit is matched to the open bill it
 * pays (お客様番号 and amount, else name and amount), the sure ones ticked; one button records
 * the ticked ones as 銀行振込 on the statement's dates. What matched nothing is listed.
 */
export function StatementImportPanel({ brandId, staffUid }: StatementImportPanelProps) {
  const inputId = useId();
  const { bills } = useOpenBills(brandId);
  const { members } = useMembers(brandId);
  const record = useRecordStatementPayments();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const byId = useMemo(() => new Map(bills.map((b) => [b.id, b])), [bills]);
  const openBills = useMemo<OpenBill[]>(() => {
    const memberOf = new Map(members.map((m) => [m.id, m]));
    return bills.map((b) => {
      const m = memberOf.get(b.uid);
      return {
        id: b.id,
        uid: b.uid,
        amount: b.amount,
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
    setDone(null);
    setLoaded(null);
    if (!file) return;
    try {
      const { text } = decodeStatement(await file.arrayBuffer());
      const parsed = parseStatement(text);
      const matches = matchDeposits(parsed.deposits, openBills);
      setLoaded({ fileName: file.name, parsed, matches });
      setTicked(new Set(matches.flatMap((m, i) => (m.preselected ? [i] : []))));
    } catch (error) {
      setProblem(
        error instanceof StatementFormatError
          ? error.message
          : 'ファイルを読み込めませんでした。銀行からダウンロードしたCSVファイルを選んでください。',
      );
    }
  };

  const confirm = async () => {
    if (!loaded) return;
    const chosen = loaded.matches.flatMap((m, i) => {
      const bill = m.bill ? byId.get(m.bill.id) : undefined;
      return ticked.has(i) && bill ? [{ deposit: m.deposit, bill }] : [];
    });
    setProblem(null);
    try {
      const paid = await record.mutateAsync({
        brandId,
        adminUid: await staffUid(),
        matches: chosen,
      });
      setDone(`${paid}件の入金を記録しました（入金日は明細の取引日、方法は銀行振込）。`);
      setLoaded(null);
    } catch {
      setProblem(
        '入金を記録できませんでした。ほかの担当者が同じ請求を変更した可能性があります。明細をもう一度読み込んでください。',
      );
    }
  };

  const unmatched = loaded?.matches.filter((m, i) => !ticked.has(i)) ?? [];
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
          件と照合します。振込名義の先頭のお客様番号と金額で探し、番号がないときは名義と金額で探します。
        </p>
      </div>
      {problem ? (
        <p className="form-alert form-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      <p role="status" className="statement-import__done">
        {done}
      </p>
      {loaded ? (
        <section aria-labelledby="statement-matches">
          <h2 id="statement-matches">
            {loaded.fileName} の入金 {loaded.matches.length} 件
          </h2>
          {loaded.parsed.problems.map((p) => (
            <p key={p.line} className="admin-hint">
              {p.line}行目: {p.message}
            </p>
          ))}
          <div className="statement-import__table">
            <table>
              <thead>
                <tr>
                  <th scope="col">記録</th>
                  <th scope="col">取引日</th>
                  <th scope="col">振込依頼人名</th>
                  <th scope="col">入金額</th>
                  <th scope="col">候補の請求</th>
                  <th scope="col">判定</th>
                </tr>
              </thead>
              <tbody>
                {loaded.matches.map((m, i) => (
                  <tr key={m.deposit.line} data-kind={m.kind}>
                    <td>
                      {m.bill ? (
                        <input
                          type="checkbox"
                          aria-label={`${m.deposit.line}行目の入金を${m.bill.customerName}さんの${m.bill.label}に記録する`}
                          checked={ticked.has(i)}
                          onChange={(e) => {
                            const next = new Set(ticked);
                            if (e.currentTarget.checked) next.add(i);
                            else next.delete(i);
                            setTicked(next);
                          }}
                        />
                      ) : null}
                    </td>
                    <td>{formatDate(m.deposit.date)}</td>
                    <td>{m.deposit.description}</td>
                    <td className="statement-import__yen">{formatYen(m.deposit.amount)}</td>
                    <td>
                      {m.bill
                        ? `${m.bill.customerName}・${m.bill.label}・${formatYen(m.bill.amount)}`
                        : '—'}
                    </td>
                    <td>{matchKindLabels[m.kind]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="admin-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={ticked.size === 0 || record.isPending}
              onClick={() => void confirm()}
            >
              {record.isPending ? '記録しています…' : `選択した${ticked.size}件の入金を記録する`}
            </button>
          </div>
          <h3>消込しない入金（{unmatched.length}件）</h3>
          {unmatched.length === 0 ? (
            <p>すべての入金に請求が見つかりました。</p>
          ) : (
            <ul className="statement-import__unmatched">
              {unmatched.map((m) => (
                <li key={m.deposit.line}>
                  {m.deposit.line}行目 {formatDate(m.deposit.date)} {m.deposit.description}{' '}
                  {formatYen(m.deposit.amount)}（{matchKindLabels[m.kind]}）
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

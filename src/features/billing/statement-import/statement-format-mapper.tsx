import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  readStatementFile,
  StatementFormatError,
  type StatementFile,
  type UnknownStatementLayout,
} from '#shared/billing/read-statement-file.js';
import type { StatementColumns } from '#shared/billing/statement-layouts.js';
import { formatDate } from '@/utils/format-date';
import { formatYen } from '@/utils/format-yen';
import { useSaveStatementFormat } from '../api/statement-formats';
import './statement-format-mapper.css';

export type StatementFormatMapperProps = {
  brandId: string;
  /** the file as chosen, read again with the mapping for the preview */
  bytes: Uint8Array;
  unknown: UnknownStatementLayout;
  /** the signed-in staff member's uid */
  staffUid: () => Promise<string>;
  /** the mapping is saved: the file as it reads with it */
  onSaved: (statement: StatementFile) => void;
};

/** What the selects hold: a column name, or '' for none. */
type Draft = {
  headerLine: number | null;
  date: string;
  dateParts: boolean;
  year: string;
  month: string;
  day: string;
  deposit: string;
  signed: boolean;
  withdrawal: string;
  payer: string;
  balance: string;
  name: string;
};

function draftOf(unknown: UnknownStatementLayout): Draft {
  const s = unknown.suggestion;
  return {
    headerLine: unknown.headerLine,
    date: s?.date ?? '',
    dateParts: false,
    year: '',
    month: '',
    day: '',
    deposit: s?.deposit ?? '',
    signed: false,
    withdrawal: s?.withdrawal ?? '',
    payer: s?.payer ?? '',
    balance: s?.balance ?? '',
    name: '',
  };
}

function columnsOf(d: Draft): StatementColumns | null {
  const date = d.dateParts ? ([d.year, d.month, d.day] as const) : d.date;
  if ((d.dateParts ? [d.year, d.month, d.day] : [d.date]).some((c) => c === '')) return null;
  if (d.deposit === '' || d.payer === '') return null;
  return {
    date,
    deposit: d.deposit,
    signed: d.signed,
    withdrawal: d.signed || d.withdrawal === '' ? null : d.withdrawal,
    payer: d.payer,
    balance: d.balance === '' ? null : d.balance,
  };
}

/**
 * The mapping step (issue 37, item 1): a 入出金明細 whose layout is not a known bank's. Staff pick
 * the header row and which column is the date (or year, month, day), the deposit (or one signed
 * 入出金 column), the withdrawal, the payer and the balance; the file is read with that at once
 * and its first deposits shown, with a balance that does not follow the amounts named. Saved for
 * the brand, it reads every later file with the same header.
 */
export function StatementFormatMapper({
  brandId,
  bytes,
  unknown,
  staffUid,
  onSaved,
}: StatementFormatMapperProps) {
  const id = useId();
  const save = useSaveStatementFormat();
  const [draft, setDraft] = useState<Draft>(() => draftOf(unknown));
  const [failure, setFailure] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const header = useMemo(() => {
    const row = unknown.rows.find((r) => r.line === draft.headerLine);
    return row === undefined ? [] : row.cells.filter((c) => c.trim() !== '');
  }, [unknown.rows, draft.headerLine]);
  const columns = useMemo(() => columnsOf(draft), [draft]);

  const preview = useMemo((): { statement: StatementFile } | { error: string } | null => {
    if (columns === null || header.length < 2) return null;
    try {
      const reading = readStatementFile(bytes, {
        formats: [{ id: 'draft', name: draft.name || 'この形式', header, columns }],
      });
      return reading.kind === 'read' ? { statement: reading.statement } : null;
    } catch (error) {
      return {
        error:
          error instanceof StatementFormatError
            ? error.message
            : 'この対応では明細を読み取れません。',
      };
    }
  }, [bytes, columns, header, draft.name]);

  const statement = preview !== null && 'statement' in preview ? preview.statement : null;
  const ready = statement !== null && statement.deposits.length > 0 && draft.name.trim() !== '';

  const submit = async () => {
    if (!ready || columns === null) return;
    setFailure(null);
    try {
      await save.mutateAsync({
        brandId,
        staffUid: await staffUid(),
        name: draft.name.trim(),
        header,
        columns,
      });
      onSaved(statement);
    } catch {
      setFailure('保存できませんでした。通信状態を確かめて、もう一度お試しください。');
    }
  };

  const select = (
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { none?: string; hint?: ReactNode } = {},
  ) => {
    const selectId = `${id}-${label}`;
    return (
      <div className="statement-mapper__field">
        <label htmlFor={selectId}>{label}</label>
        <select
          id={selectId}
          className="admin-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{options.none ?? '選んでください'}</option>
          {header.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {options.hint ? <p className="admin-hint">{options.hint}</p> : null}
      </div>
    );
  };

  return (
    <section className="statement-mapper" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>この明細の形式は登録されていません</h3>
      <p>
        銀行によって列の並びが違います。見出しの行と、取引日・入金額・振込依頼人名・残高の列を選んでください。
        保存すると、このブランドでは同じ形式の明細を次からそのまま読み込みます。
      </p>

      <div className="statement-mapper__rows">
        <table>
          <caption>ファイルの先頭（{unknown.rows.length}行）</caption>
          <tbody>
            {unknown.rows.map((row) => (
              <tr key={row.line} data-header={row.line === draft.headerLine || undefined}>
                <th scope="row">{row.line}行目</th>
                {row.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="statement-mapper__field">
        <label htmlFor={`${id}-header`}>見出しの行</label>
        <select
          id={`${id}-header`}
          className="admin-input"
          value={draft.headerLine ?? ''}
          onChange={(e) =>
            set({
              ...draftOf({ ...unknown, suggestion: null }),
              headerLine: e.target.value === '' ? null : Number(e.target.value),
              name: draft.name,
            })
          }
        >
          <option value="">選んでください</option>
          {unknown.rows
            .filter((r) => r.cells.filter((c) => c.trim() !== '').length >= 2)
            .map((r) => (
              <option key={r.line} value={r.line}>
                {r.line}行目：
                {r.cells
                  .filter((c) => c.trim() !== '')
                  .join('・')
                  .slice(0, 60)}
              </option>
            ))}
        </select>
      </div>

      {header.length >= 2 ? (
        <div className="statement-mapper__columns">
          <label className="statement-mapper__check">
            <input
              type="checkbox"
              checked={draft.dateParts}
              onChange={(e) => set({ dateParts: e.target.checked })}
            />
            取引日が年・月・日の3つの列に分かれている
          </label>
          {draft.dateParts ? (
            <>
              {select('取引日（年）の列', draft.year, (year) => set({ year }))}
              {select('取引日（月）の列', draft.month, (month) => set({ month }))}
              {select('取引日（日）の列', draft.day, (day) => set({ day }))}
            </>
          ) : (
            select('取引日の列', draft.date, (date) => set({ date }))
          )}
          <label className="statement-mapper__check">
            <input
              type="checkbox"
              checked={draft.signed}
              onChange={(e) => set({ signed: e.target.checked })}
            />
            入金と出金が1つの列にある（出金はマイナス）
          </label>
          {select(draft.signed ? '入出金の列' : '入金額の列', draft.deposit, (deposit) =>
            set({ deposit }),
          )}
          {draft.signed
            ? null
            : select('出金額の列', draft.withdrawal, (withdrawal) => set({ withdrawal }), {
                none: 'なし',
              })}
          {select('振込依頼人名の列', draft.payer, (payer) => set({ payer }))}
          {select('残高の列', draft.balance, (balance) => set({ balance }), {
            none: 'なし',
            hint: '残高があれば、同じ日に同じ金額の入金が2件あっても別の入金として記録できます。',
          })}
          <div className="statement-mapper__field">
            <label htmlFor={`${id}-name`}>この形式の名前</label>
            <input
              id={`${id}-name`}
              className="admin-input"
              value={draft.name}
              maxLength={40}
              placeholder="例：○○信用金庫 普通預金"
              onChange={(e) => set({ name: e.target.value })}
            />
          </div>
        </div>
      ) : null}

      {preview !== null && 'error' in preview ? (
        <p className="form-alert form-alert--error" role="alert">
          {preview.error}
        </p>
      ) : null}
      {statement !== null ? (
        <div className="statement-mapper__preview" role="status">
          <p>
            この対応で読むと：入金 {statement.deposits.length}件
            {statement.withdrawals > 0 ? `・出金 ${statement.withdrawals}件` : ''}
            {statement.skipped > 0 ? `・対象外 ${statement.skipped}件` : ''}
          </p>
          {statement.problems.map((p) => (
            <p key={`${p.line}-${p.message}`} className="form-alert form-alert--error">
              {p.line}行目：{p.message}
            </p>
          ))}
          {statement.deposits.length > 0 ? (
            <table>
              <caption className="visually-hidden">読み取れた入金（先頭5件）</caption>
              <thead>
                <tr>
                  <th scope="col">行</th>
                  <th scope="col">取引日</th>
                  <th scope="col">入金額</th>
                  <th scope="col">振込依頼人名</th>
                  <th scope="col">残高</th>
                </tr>
              </thead>
              <tbody>
                {statement.deposits.slice(0, 5).map((d) => (
                  <tr key={d.line}>
                    <td>{d.line}</td>
                    <td>{formatDate(d.date)}</td>
                    <td>{formatYen(d.amount)}</td>
                    <td>{d.description}</td>
                    <td>{d.balance === null ? '—' : formatYen(d.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="admin-hint">入金の行がありません。列の対応を確かめてください。</p>
          )}
        </div>
      ) : null}

      {failure ? (
        <p className="form-alert form-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="admin-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!ready || save.isPending}
          onClick={() => void submit()}
        >
          {save.isPending ? '保存しています…' : 'この対応を保存して読み込む'}
        </button>
        {!ready && statement !== null && draft.name.trim() === '' ? (
          <span className="admin-hint">形式の名前を入れると保存できます。</span>
        ) : null}
      </div>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError, RequiredMark, useFieldMessages } from '@/components/form/field';
import {
  BankLookupError,
  bankLookupFailedMessage,
  loadBanks,
  loadBranches,
  type BankEntry,
} from '@/lib/banks/load-banks';
import { bankDisplayName, branchDisplayName, searchBankEntries } from '@/lib/banks/search-banks';

export type BankPickerProps = {
  /** what is chosen: the bank, or a branch of the bank chosen in `bankCode` */
  kind: 'bank' | 'branch';
  /** the form fields it sets: `${prefix}Code`, `${prefix}Name`, `${prefix}Kana` */
  prefix: 'bank' | 'branch';
};

const texts = {
  bank: {
    legend: '金融機関',
    label: '金融機関名または金融機関コード',
    hint: '例：みずほ、ゆうちょ、0005',
    change: '金融機関を変更',
  },
  branch: {
    legend: '支店',
    label: '支店名または支店コード',
    hint: '例：渋谷、しぶや、219',
    change: '支店を変更',
  },
} as const;

/**
 * Finds a bank (or a branch of the chosen bank) in the 全銀協 code list by name, kana or code
 * and sets its code, name and kana in the form. A plain search box with a list of buttons (no
 * combobox): each result is one tab stop, read out as its name and code.
 */
export function BankPicker({ kind, prefix }: BankPickerProps) {
  const t = texts[kind];
  const codeName = `${prefix}Code`;
  const { id, message, errorId } = useFieldMessages(codeName, undefined);
  const { setValue, control } = useFormContext();
  const chosen = useWatch({ control, name: [codeName, `${prefix}Name`] }) as [string, string];
  const bankCode = useWatch({ control, name: 'bankCode' }) as string;
  const [typed, setTyped] = useState('');
  const hintId = useId();
  const statusId = useId();
  const disabled = kind === 'branch' && !/^\d{4}$/.test(bankCode);
  // The code list is static data: loaded once per page (src/lib/banks keeps it too).
  const list = useQuery({
    queryKey: ['bank-codes', kind === 'bank' ? 'banks' : bankCode],
    queryFn: () => (kind === 'bank' ? loadBanks() : loadBranches(bankCode)),
    enabled: !disabled,
    staleTime: Infinity,
    retry: false,
  });
  const entries = list.data ?? null;
  const failure =
    list.error instanceof BankLookupError
      ? list.error.message
      : list.error
        ? bankLookupFailedMessage
        : null;

  const choose = (entry: BankEntry | null) => {
    const options = { shouldValidate: entry !== null, shouldDirty: true };
    setValue(codeName, entry?.code ?? '', options);
    setValue(
      `${prefix}Name`,
      entry === null ? '' : kind === 'bank' ? bankDisplayName(entry) : branchDisplayName(entry),
      options,
    );
    setValue(`${prefix}Kana`, entry?.kana ?? '', options);
    if (kind === 'bank') {
      setValue('branchCode', '', { shouldDirty: true });
      setValue('branchName', '', { shouldDirty: true });
      setValue('branchKana', '', { shouldDirty: true });
    }
    setTyped('');
  };

  const [code, name] = chosen;
  const results = entries && typed.trim() !== '' ? searchBankEntries(entries, typed, 8) : [];
  return (
    <fieldset className="bank-picker" aria-describedby={message ? errorId : undefined}>
      <legend className="form-field__label">
        {t.legend}
        <RequiredMark required />
      </legend>
      {code ? (
        <p className="bank-picker__chosen">
          <span>
            {name}（{code}）
          </span>
          <button type="button" className="button button--secondary" onClick={() => choose(null)}>
            {t.change}
          </button>
        </p>
      ) : disabled ? (
        <p className="form-field__hint">先に金融機関を選んでください。</p>
      ) : (
        <>
          <label className="bank-picker__label" htmlFor={id}>
            {t.label}
          </label>
          <p id={hintId} className="form-field__hint">
            {t.hint}
          </p>
          <input
            id={id}
            className="form-field__input"
            type="search"
            autoComplete="off"
            value={typed}
            aria-describedby={`${hintId} ${statusId}${message ? ` ${errorId}` : ''}`}
            aria-invalid={message ? true : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={statusId} className="bank-picker__status" role="status">
            {failure ??
              (entries === null
                ? '一覧を読み込んでいます…'
                : typed.trim() === ''
                  ? ''
                  : results.length === 0
                    ? '見つかりません。名前の一部やコードでもお探しいただけます。'
                    : `${results.length}件見つかりました`)}
          </p>
          {results.length > 0 ? (
            <ul className="bank-picker__results">
              {results.map((entry) => (
                <li key={entry.code}>
                  <button type="button" onClick={() => choose(entry)}>
                    {kind === 'bank' ? bankDisplayName(entry) : branchDisplayName(entry)}
                    <span className="bank-picker__code">（{entry.code}）</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

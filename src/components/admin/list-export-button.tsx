import { useState } from 'react';
import { downloadCsv } from '@/lib/csv/download-csv';
import { adminErrorMessage } from './admin-error-message';
import './list-filters.css';

/** A file the export wrote, and what to tell staff about it. */
export type ListExport = {
  fileName: string;
  /** The CSV (src/lib/csv/to-csv.ts), or its bytes in another code (Shift_JIS). */
  csv: string | Uint8Array<ArrayBuffer>;
  charset?: 'utf-8' | 'shift_jis';
  /** 「12件をCSVファイルに書き出しました。」 */
  message: string;
};

export type ListExportResult = { ok: boolean; text: string };

export type ListExportButtonProps = {
  /** 「CSVに書き出す」: the count of the whole selection follows it once known. */
  label: string;
  /** Rows the filters find (every page); null while the count is on its way. */
  count: number | null;
  /** While reading and writing: 「書き出しています…」. */
  busyLabel: string;
  /** Reads every row the filters find (not the page shown) and writes the file. */
  write: () => Promise<ListExport>;
  /** Said when reading or writing fails (the server's own refusal is said instead). */
  failure: string;
  /**
   * Where the outcome is said: by default under the button; a screen with one message line
   * for all its actions passes its own. Called with null when a new export starts.
   */
  onResult?: (result: ListExportResult | null) => void;
  /** A full-size button, beside other full-size ones (the billing screen's files). */
  large?: boolean;
};

/**
 * The staff lists' one export: writes the whole selection the filters find through the one
 * CSV writer and saves it as a file (react-admin's `<ExportButton>`), saying how many rows.
 * Off while the list is empty; pressed again while busy, it does nothing.
 */
export function ListExportButton({
  label,
  count,
  busyLabel,
  write,
  failure,
  onResult,
  large = false,
}: ListExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<ListExportResult | null>(null);
  const say = onResult ?? setShown;

  const run = async () => {
    if (busy) return;
    setBusy(true);
    say(null);
    try {
      const file = await write();
      downloadCsv(file.fileName, file.csv, file.charset);
      say({ ok: true, text: file.message });
    } catch (error) {
      say({ ok: false, text: adminErrorMessage(error, failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="list-export">
      <button
        type="button"
        className={large ? 'admin-button' : 'admin-button admin-button--small'}
        disabled={count === 0}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void run()}
      >
        {busy
          ? busyLabel
          : count === null
            ? label
            : `${label}（${count.toLocaleString('ja-JP')}件）`}
      </button>
      {shown ? (
        <p role={shown.ok ? 'status' : 'alert'} className={shown.ok ? 'admin-hint' : 'admin-error'}>
          {shown.text}
        </p>
      ) : null}
    </div>
  );
}

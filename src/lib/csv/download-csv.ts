/**
 * Saves a CSV file in the browser: a Blob (UTF-8 text already starting with its BOM, or the
 * bytes of a file in another code, e.g. Shift_JIS) behind a temporary `<a download>`, so the
 * file gets `fileName` (Japanese is fine) without a server.
 */
export function downloadCsv(
  fileName: string,
  csv: string | Uint8Array<ArrayBuffer>,
  charset: 'utf-8' | 'shift_jis' = 'utf-8',
): void {
  const url = URL.createObjectURL(new Blob([csv], { type: `text/csv;charset=${charset}` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

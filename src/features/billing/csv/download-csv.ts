/**
 * Saves a CSV file in the browser: a Blob (the text already starts with its BOM) behind a
 * temporary `<a download>`, so the file gets `fileName` (Japanese is fine) without a server.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
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

import Papa from 'papaparse';

/** Excel in Japan reads a CSV as UTF-8 only when it starts with this byte order mark. */
export const utf8Bom = '\uFEFF';

/**
 * A CSV file's text for Excel in Japan: UTF-8 with BOM, CRLF line ends, a header row, fields
 * quoted by papaparse when they hold a comma, a quote or a line break, and text starting with
 * = + - @ prefixed with ' so Excel never runs it as a formula. Numbers stay plain digits.
 * `bom: false` for a file written in another code afterwards (the accounting files' Shift_JIS).
 */
export function toCsv(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  { bom = true }: { bom?: boolean } = {},
): string {
  const text = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { newline: '\r\n', escapeFormulae: true },
  );
  // papaparse ends a header-only file with a line break and a file with rows without one.
  return (bom ? utf8Bom : '') + text.replace(/\r\n$/, '');
}

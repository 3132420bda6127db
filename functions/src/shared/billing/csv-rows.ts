/**
 * The rows of a CSV text as RFC 4180 writes them: fields separated by commas, a field in double
 * quotes may hold commas, line breaks and doubled quotes, records end with CRLF, LF or CR. Every
 * line is a row, empty ones included (as `['']`), so a row's index + 1 is the line staff see in
 * the file; a line break inside quotes belongs to its field, and the next row's index counts it.
 * A final line break does not make an extra row. Written here rather than taken from a package so
 * the functions read bank files with nothing added to their deployment.
 */
export function csvRows(text: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(field);
    rows.push({ cells, line: rowLine });
    cells = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      cells.push(field);
      field = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += c;
  }
  if (field !== '' || cells.length > 0 || quoted) endRow();
  return rows;
}

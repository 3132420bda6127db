import { AdminSection } from '@/components/admin/admin-section';
import { downloadCsv } from '@/lib/csv/download-csv';
import { toCsv } from '@/lib/csv/to-csv';
import { csvRowsOf, formatValue, type ReportTable } from '../../report-tables';
import './reports.css';

/** A table of the report with its title and the name of its CSV (without `.csv`). */
export type ReportTableProps = { title: string; table: ReportTable; fileName: string };

/** 「CSVに書き出す」: the table as a file, through the project's one CSV writer. */
export function ReportCsvButton({ title, table, fileName }: ReportTableProps) {
  const exportCsv = () => {
    const { headers, rows } = csvRowsOf(table);
    downloadCsv(`${fileName}.csv`, toCsv(headers, rows));
  };
  return (
    <button type="button" className="admin-button admin-button--small" onClick={exportCsv}>
      CSVに書き出す<span className="visually-hidden">（{title}）</span>
    </button>
  );
}

/** The figures as a table that scrolls sideways on a phone. */
export function ReportFiguresTable({
  id,
  title,
  table,
}: {
  id?: string;
  title: string;
  table: ReportTable;
}) {
  return (
    <div
      className="admin-table report-table"
      role="region"
      aria-label={`${title}の表`}
      tabIndex={0}
    >
      <table id={id}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{table.rowHeading}</th>
            {table.columns.map((c) => (
              <th key={c.label} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, i) => (
                <td key={table.columns[i]!.label} className="admin-table__number">
                  {formatValue(v, table.columns[i]!.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table of the report without a chart (the rankings), with its CSV. */
export function ReportTableView({ title, table, fileName }: ReportTableProps) {
  return (
    <AdminSection
      title={title}
      className="report-chart"
      actions={<ReportCsvButton title={title} table={table} fileName={fileName} />}
    >
      {table.rows.length === 0 ? (
        <p>この月の数字はありません。</p>
      ) : (
        <ReportFiguresTable title={title} table={table} />
      )}
    </AdminSection>
  );
}

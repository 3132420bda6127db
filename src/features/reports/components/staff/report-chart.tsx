import * as chartParts from 'chart.js';
import { Chart, type ChartDataset } from 'chart.js';
import { useEffect, useId, useRef } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import type { ReportTable } from '../../report-tables';
import { ReportCsvButton, ReportFiguresTable } from './report-table-view';

// Only what these charts draw (Chart.js is tree-shaken to it): lines, bars, their axes, legend.
Chart.register(
  chartParts.BarController,
  chartParts.BarElement,
  chartParts.CategoryScale,
  chartParts.Legend,
  chartParts.LinearScale,
  chartParts.LineController,
  chartParts.LineElement,
  chartParts.PointElement,
  chartParts.Tooltip,
);

/** Colours that keep 3:1 against white and each other's neighbours (WCAG 1.4.11). */
const colours = [
  '#1f5fbf',
  '#c0392b',
  '#1e7d4f',
  '#8e44ad',
  '#b35900',
  '#0f6f7a',
  '#6b5a00',
  '#5c5c5c',
];

/** A column of the table drawn as a line, a bar, or a bar stacked with the others. */
export type ChartSeries = { column: number; as: 'line' | 'bar' | 'stacked' };

/** Columns drawn one way: `drawn('bar', 0, 1)` draws the first two columns as bars. */
export const drawn = (as: ChartSeries['as'], ...columns: number[]): ChartSeries[] =>
  columns.map((column) => ({ column, as }));

export type ReportChartProps = {
  title: string;
  description?: string;
  table: ReportTable;
  /** the table's columns drawn, and how (`drawn`) */
  series: ChartSeries[];
  /** the CSV's file name, without `.csv` */
  fileName: string;
};

/**
 * One chart of the report with its figures as a table beside it (what a screen reader reads and
 * a person copies) and a CSV of the same table. The canvas says it is a picture of the table.
 */
export function ReportChart({ title, description, table, series, fileName }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const figure = useRef<HTMLElement>(null);
  const tableId = useId();
  useEffect(() => {
    const frame = figure.current;
    if (!canvas.current || !frame) return;
    const rate = series.every((s) => table.columns[s.column]!.format === 'rate');
    const datasets = series.map(({ column, as }, i) => {
      const c = table.columns[column]!;
      const values = table.rows.map((r) => {
        const v = r.values[column] ?? null;
        return v === null ? null : c.format === 'rate' ? Math.round(v * 1000) / 10 : v;
      });
      return {
        type: as === 'line' ? 'line' : 'bar',
        label: c.label,
        data: values,
        borderColor: colours[i % colours.length],
        backgroundColor: colours[i % colours.length],
        ...(as === 'stacked' ? { stack: 'stack' } : {}),
        ...(as === 'line' ? { tension: 0.2, spanGaps: true, order: 0 } : { order: 1 }),
      } as ChartDataset<'bar' | 'line', (number | null)[]>;
    });
    const stacked = series.some((s) => s.as === 'stacked');
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: table.rows.map((r) => r.label), datasets },
      options: {
        animation: false,
        maintainAspectRatio: false,
        responsive: true,
        plugins: { legend: { position: 'bottom' } },
        scales: {
          x: { stacked },
          y: {
            stacked,
            beginAtZero: true,
            ...(rate ? { max: 100, ticks: { callback: (v) => `${v}%` } } : {}),
          },
        },
      },
    });
    // What was drawn, for a check that the chart and its table agree (test/e2e/reports.test.ts).
    frame.setAttribute(
      'data-series',
      JSON.stringify(datasets.map((d) => ({ label: d.label, data: d.data }))),
    );
    frame.setAttribute('data-chart-ready', 'true');
    // Printing: redraw at the page's width (Chart.js sizes the canvas to its box on screen).
    const resize = () => chart.resize();
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    return () => {
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
      frame.removeAttribute('data-chart-ready');
      chart.destroy();
    };
  }, [table, series]);

  return (
    <AdminSection
      title={title}
      description={description}
      className="report-chart"
      actions={<ReportCsvButton title={title} table={table} fileName={fileName} />}
    >
      <div className="report-chart__body">
        <figure ref={figure} className="report-chart__figure">
          <div className="report-chart__canvas">
            <canvas
              ref={canvas}
              role="img"
              aria-label={`${title}のグラフ。数字は表にあります。`}
              aria-describedby={tableId}
            />
          </div>
        </figure>
        <ReportFiguresTable id={tableId} title={title} table={table} />
      </div>
    </AdminSection>
  );
}

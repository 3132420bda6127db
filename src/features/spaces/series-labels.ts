import { isSpaceId } from './space-id';

export type SeriesInput = {
  /** Put before each number, e.g. `A-`. */
  prefix: string;
  /** The first number, e.g. 101. */
  start: number;
  /** How many spaces. */
  count: number;
  /** Digits of the number, filled with zeros (3 → `007`); 0 or 1 for none. */
  padding: number;
};

/** The most spaces one series adds (one write of at most 500 operations, and a readable preview). */
export const maxSeriesCount = 100;

/** The longest label (spaceSchema's `label` ≤ 20); a series' ids are its labels. */
export const maxLabelLength = 20;

export type SeriesResult = { ok: true; labels: string[] } | { ok: false; error: string };

/**
 * The labels (and ids) of a numbered series: `A-` from 101, 20 of them → A-101 … A-120;
 * padding 3 from 1 → A-001 …. Checked here so the preview already shows why a series is refused.
 */
export function seriesLabels({ prefix, start, count, padding }: SeriesInput): SeriesResult {
  if (!Number.isInteger(start) || start < 0) {
    return { ok: false, error: '開始番号は0以上の整数で入力してください' };
  }
  if (!Number.isInteger(count) || count < 1 || count > maxSeriesCount) {
    return { ok: false, error: `区画数は1〜${maxSeriesCount}で入力してください` };
  }
  if (!Number.isInteger(padding) || padding < 0 || padding > 6) {
    return { ok: false, error: '桁数は0〜6で入力してください' };
  }
  if (prefix !== '' && !/^[A-Za-z0-9_-]+$/.test(prefix)) {
    return {
      ok: false,
      error: '接頭辞は半角英数字と「-」「_」で入力してください',
    };
  }
  const labels = Array.from(
    { length: count },
    (_, i) => `${prefix}${String(start + i).padStart(padding, '0')}`,
  );
  const longest = labels[labels.length - 1]!;
  if (longest.length > maxLabelLength) {
    return { ok: false, error: `区画番号は${maxLabelLength}文字以内になるようにしてください` };
  }
  if (!labels.every(isSpaceId)) {
    return { ok: false, error: '区画番号は半角英数字で始めてください' };
  }
  return { ok: true, labels };
}

/** 「A-101 〜 A-120（20区画）」 */
export function describeSeries(labels: readonly string[]): string {
  if (labels.length === 0) return '';
  if (labels.length === 1) return `${labels[0]}（1区画）`;
  return `${labels[0]} 〜 ${labels[labels.length - 1]}（${labels.length}区画）`;
}

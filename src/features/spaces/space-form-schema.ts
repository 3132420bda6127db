import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { spaceTypes } from '@/lib/model/space';
import type { SpaceType } from '@/lib/model/space';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import type { NewSpace } from './space-change-set';
import { isSpaceId } from './space-id';
import { staffSpaceStatuses } from './space-fields';
import type { SpaceFields, StaffSpaceStatus } from './space-fields';
import type { SpaceWithId } from './api/get-asset-spaces';
import { maxLabelLength, maxSeriesCount, seriesLabels } from './series-labels';

/** What a number field holds after its normaliser: half-width digits, no commas, 円 or spaces. */
export function normalizeNumberText(value: string): string {
  return toHalfWidthDigits(value)
    .replace(/[．]/g, '.')
    .replace(/[,，、\s円¥￥]/g, '');
}

/** A whole number typed into a text field, between `min` and `max`. */
function intText(label: string, min: number, max: number, unit: string) {
  return z.pipe(
    z.string().check(
      z.overwrite(normalizeNumberText),
      z.minLength(1, { error: `${label}を入力してください` }),
      z.regex(min < 0 ? /^-?[0-9]+$/ : /^[0-9]+$/, {
        error: `${label}は半角の整数で入力してください`,
      }),
      z.refine((text) => Number(text) >= min && Number(text) <= max, {
        error: `${label}は${min.toLocaleString('ja-JP')}〜${max.toLocaleString('ja-JP')}${unit}で入力してください`,
      }),
    ),
    z.transform(Number),
  );
}

/** Like intText, but empty means "none" (null): 階 of an open-air space, 高さ of a parking bay. */
function optionalIntText(label: string, min: number, max: number, unit: string) {
  return z.pipe(
    z.string().check(
      z.overwrite(normalizeNumberText),
      z.regex(min < 0 ? /^(-?[0-9]+)?$/ : /^([0-9]+)?$/, {
        error: `${label}は半角の整数で入力するか、空欄にしてください`,
      }),
      z.refine((text) => text === '' || (Number(text) >= min && Number(text) <= max), {
        error: `${label}は${min}〜${max.toLocaleString('ja-JP')}${unit}で入力してください`,
      }),
    ),
    z.transform((text) => (text === '' ? null : Number(text))),
  );
}

const yenText = (label: string) => intText(label, 0, limits.maxYen, '円');
const cmText = (label: string) => intText(label, 1, limits.maxCm, 'cm');

const areaText = z.pipe(
  z.string().check(
    z.overwrite(normalizeNumberText),
    z.minLength(1, { error: '面積を入力してください' }),
    z.regex(/^[0-9]+(\.[0-9]{1,2})?$/, {
      error: '面積は小数第2位までの数字（m²）で入力してください',
    }),
    z.refine((text) => Number(text) > 0 && Number(text) <= limits.maxAreaM2, {
      error: `面積は0より大きく${limits.maxAreaM2.toLocaleString('ja-JP')}m²以下で入力してください`,
    }),
  ),
  z.transform(Number),
);

const labelText = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: '区画番号を入力してください' }),
    z.maxLength(maxLabelLength, { error: `区画番号は${maxLabelLength}文字以内で入力してください` }),
  );

/** The fields every space form shares (all but the label and the state), as typed. */
const detailsShape = {
  type: z.enum(spaceTypes, { error: 'タイプを選んでください' }),
  floor: optionalIntText('階', -5, 100, '階'),
  widthCm: cmText('幅'),
  depthCm: cmText('奥行'),
  heightCm: optionalIntText('高さ', 1, limits.maxCm, 'cm'),
  areaM2: areaText,
  monthlyFee: yenText('月額利用料'),
  adminFee: yenText('管理費'),
  handlingFee: yenText('事務手数料'),
  guaranteeFee: yenText('保証料'),
  keyFee: yenText('鍵代'),
};

type Details = {
  type: SpaceType;
  floor: number | null;
  widthCm: number;
  depthCm: number;
  heightCm: number | null;
  areaM2: number;
  monthlyFee: number;
  adminFee: number;
  handlingFee: number;
  guaranteeFee: number;
  keyFee: number;
};

function toFields(label: string, d: Details): SpaceFields {
  return {
    label,
    type: d.type,
    floor: d.floor,
    size: { widthCm: d.widthCm, depthCm: d.depthCm, heightCm: d.heightCm, areaM2: d.areaM2 },
    monthlyFee: d.monthlyFee,
    adminFee: d.adminFee,
    initialCosts: {
      handlingFee: d.handlingFee,
      guaranteeFee: d.guaranteeFee,
      keyFee: d.keyFee,
    },
  };
}

const statusChoice = z.enum(staffSpaceStatuses, { error: '状態を選んでください' });

/** Editing one space: its label and every field (the id and the state are not changed here). */
export const editSpaceFormSchema = z.pipe(
  z.object({ label: labelText, ...detailsShape }),
  z.transform(({ label, ...details }): SpaceFields => toFields(label, details)),
);
export type SpaceFormValues = z.input<typeof editSpaceFormSchema>;

/** Adding one space: its id (the URL's), the label (defaults to the id) and its first state. */
export const newSpaceFormSchema = z.pipe(
  z.object({
    id: z.string().check(
      z.trim(),
      z.minLength(1, { error: '区画IDを入力してください' }),
      z.maxLength(64, { error: '区画IDは64文字以内で入力してください' }),
      z.refine(isSpaceId, {
        error: '区画IDは半角英数字と「-」「_」で、英数字から始めてください',
      }),
    ),
    label: z.string().check(
      z.trim(),
      z.maxLength(maxLabelLength, {
        error: `区画番号は${maxLabelLength}文字以内で入力してください`,
      }),
    ),
    status: statusChoice,
    ...detailsShape,
  }),
  z.transform(({ id, label, status, ...details }): NewSpace => ({
    id,
    fields: toFields(label === '' ? id : label, details),
    status,
  })),
);

/** The result of the series form: the labels (= ids) and what every space of it shares. */
export type SpaceSeries = {
  labels: string[];
  details: Omit<SpaceFields, 'label'>;
  status: StaffSpaceStatus;
};

type SeriesNumbers = { prefix: string; start: number; count: number; padding: number };

/** Why the series' labels are refused, or null (also when a number is itself invalid). */
function seriesError(prefix: string, start: number, count: number, padding: number): string | null {
  if (![start, count, padding].every(Number.isInteger)) return null;
  const result = seriesLabels({ prefix, start, count, padding });
  return result.ok ? null : result.error;
}

/** Adding a numbered series (A-101 … A-120) with the same type, size and fees. */
export const seriesFormSchema = z.pipe(
  z
    .object({
      prefix: z.string().check(
        z.trim(),
        z.regex(/^[A-Za-z0-9_-]*$/, {
          error: '接頭辞は半角英数字と「-」「_」で入力してください',
        }),
      ),
      start: intText('開始番号', 0, 999_999, ''),
      count: intText('区画数', 1, maxSeriesCount, '区画'),
      padding: intText('桁数', 0, 6, '桁'),
      status: statusChoice,
      ...detailsShape,
    })
    .check(
      // The numbers' own errors come from their fields; this judges the labels they make.
      z.refine(
        ({ prefix, start, count, padding }) => seriesError(prefix, start, count, padding) === null,
        {
          error: (issue) => {
            const { prefix, start, count, padding } = issue.input as SeriesNumbers;
            return seriesError(prefix, start, count, padding) ?? undefined;
          },
          path: ['prefix'],
        },
      ),
    ),
  z.transform(({ prefix, start, count, padding, status, ...details }): SpaceSeries => {
    const result = seriesLabels({ prefix, start, count, padding });
    const { label: _label, ...shared } = toFields('', details);
    return { labels: result.ok ? result.labels : [], details: shared, status };
  }),
);

/** Changing the fees of several spaces: an empty field leaves that fee as it is. */
export const bulkFeesFormSchema = z
  .object({
    monthlyFee: optionalIntText('月額利用料', 0, limits.maxYen, '円'),
    adminFee: optionalIntText('管理費', 0, limits.maxYen, '円'),
  })
  .check(
    z.refine((fees) => fees.monthlyFee !== null || fees.adminFee !== null, {
      error: '変更する月額利用料か管理費を入力してください',
      path: ['monthlyFee'],
    }),
  );

/** A space's fields as the form shows them (numbers as text, none as ''). */
export function spaceFormValues(space: SpaceFields): SpaceFormValues {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    label: space.label,
    type: space.type,
    floor: text(space.floor),
    widthCm: text(space.size.widthCm),
    depthCm: text(space.size.depthCm),
    heightCm: text(space.size.heightCm),
    areaM2: text(space.size.areaM2),
    monthlyFee: text(space.monthlyFee),
    adminFee: text(space.adminFee),
    handlingFee: text(space.initialCosts.handlingFee),
    guaranteeFee: text(space.initialCosts.guaranteeFee),
    keyFee: text(space.initialCosts.keyFee),
  };
}

/** What a new space's form starts with: the last space's type, size and fees, or a common default. */
export function newSpaceDefaults(template: SpaceWithId | undefined): SpaceFormValues {
  if (template) return { ...spaceFormValues(template), label: '' };
  return {
    label: '',
    type: 'indoor',
    floor: '1',
    widthCm: '90',
    depthCm: '120',
    heightCm: '200',
    areaM2: '1.08',
    monthlyFee: '',
    adminFee: '0',
    handlingFee: '0',
    guaranteeFee: '0',
    keyFee: '0',
  };
}

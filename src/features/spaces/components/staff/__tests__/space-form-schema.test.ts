import { describe, expect, it } from 'vitest';
import {
  bulkFeesFormSchema,
  editSpaceFormSchema,
  newSpaceDefaults,
  newSpaceFormSchema,
  normalizeNumberText,
  seriesFormSchema,
} from '../../../space-form-schema';

const details = { ...newSpaceDefaults(undefined), monthlyFee: '5500' };
const { label: _label, ...shared } = details;

describe('space form schemas', () => {
  it('turns typed text into the model’s numbers, empty 階 and 高さ into null', () => {
    const result = editSpaceFormSchema.safeParse({
      ...details,
      label: 'A-101',
      floor: '',
      heightCm: '',
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      label: 'A-101',
      type: 'indoor',
      floor: null,
      size: { widthCm: 90, depthCm: 120, heightCm: null, areaM2: 1.08 },
      monthlyFee: 5500,
      adminFee: 0,
      initialCosts: { handlingFee: 0, guaranteeFee: 0, keyFee: 0 },
    });
  });

  it('says in Japanese what is wrong with each field', () => {
    const result = editSpaceFormSchema.safeParse({
      ...details,
      label: '',
      monthlyFee: '55.5',
      widthCm: '0',
      areaM2: '1.234',
      floor: '101',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      label: '区画番号を入力してください',
      monthlyFee: '月額利用料は半角の整数で入力してください',
      widthCm: '幅は1〜10,000cmで入力してください',
      areaM2: '面積は小数第2位までの数字（m²）で入力してください',
      floor: '階は-5〜100階で入力してください',
    });
  });

  it('normalises full-width digits, commas and 円', () => {
    expect(normalizeNumberText('５，５００円')).toBe('5500');
    expect(normalizeNumberText('1．08')).toBe('1.08');
  });

  it('uses the id as the label of a new space unless one is typed', () => {
    const base = { ...shared, id: 'A-101', label: '', status: 'available' };
    expect(newSpaceFormSchema.parse(base).fields.label).toBe('A-101');
    expect(newSpaceFormSchema.parse({ ...base, label: '1階 A' }).fields.label).toBe('1階 A');
    expect(newSpaceFormSchema.safeParse({ ...base, id: '-A' }).success).toBe(false);
    expect(newSpaceFormSchema.safeParse({ ...base, id: 'A/1' }).success).toBe(false);
  });

  it('gives a series its labels and the shared fields', () => {
    const series = seriesFormSchema.parse({
      ...shared,
      prefix: 'A-',
      start: '101',
      count: '５',
      padding: '0',
      status: 'available',
    });
    expect(series.labels).toEqual(['A-101', 'A-102', 'A-103', 'A-104', 'A-105']);
    expect(series.details.monthlyFee).toBe(5500);
    expect(series.status).toBe('available');
  });

  it('asks for at least one fee in the bulk edit', () => {
    expect(bulkFeesFormSchema.safeParse({ monthlyFee: '', adminFee: '' }).success).toBe(false);
    expect(bulkFeesFormSchema.parse({ monthlyFee: '', adminFee: '500' })).toEqual({
      monthlyFee: null,
      adminFee: 500,
    });
  });
});

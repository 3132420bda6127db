import { describe, expect, it } from 'vitest';
import { brandSchema } from '@/lib/model/brand';
import { brandFormSchema } from '../admin-brand-form-schema';

const values = {
  name: ' そらくらストレージ ',
  kind: 'trunk-room',
  tagline: '',
  description: '',
  themeColor: '#1A5FB4',
  contact: { email: 'info@example.com', phone: '03-1234-5678', hours: '平日 10:00〜18:00' },
  sortOrder: '20',
};

const messages = (input: unknown) =>
  brandFormSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('brandFormSchema', () => {
  it('trims, lower-cases the colour and turns 表示順 into a number the model accepts', () => {
    const parsed = brandFormSchema.parse(values);
    expect(parsed).toMatchObject({
      name: 'そらくらストレージ',
      themeColor: '#1a5fb4',
      sortOrder: 20,
    });
    const stored = {
      ...parsed,
      logoPath: null,
      heroPath: null,
      published: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    expect(brandSchema.safeParse(stored).success).toBe(true);
  });

  it('says in Japanese what is wrong with each field', () => {
    expect(messages({ ...values, name: ' ' })).toEqual(['ブランド名を入力してください']);
    expect(messages({ ...values, tagline: 'あ'.repeat(101) })).toEqual([
      'キャッチコピーは100文字以内で入力してください',
    ]);
    expect(messages({ ...values, themeColor: 'blue' })).toEqual([
      'テーマカラーは「#1a2b3c」の形式で入力してください',
    ]);
    expect(messages({ ...values, sortOrder: '-1' })).toEqual([
      '表示順は0〜100,000の整数で入力してください',
    ]);
    expect(messages({ ...values, sortOrder: '100001' })).toEqual([
      '表示順は0〜100,000の整数で入力してください',
    ]);
    expect(messages({ ...values, contact: { ...values.contact, phone: '1234' } })).toContain(
      '電話番号は「090-1234-5678」の形式で入力してください',
    );
  });
});

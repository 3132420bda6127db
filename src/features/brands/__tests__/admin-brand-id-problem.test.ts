import { describe, expect, it } from 'vitest';
import { brandIdSchema } from '@/lib/model/brand-id';
import { brandIdProblem } from '../admin-brand-id-problem';
import { newBrandFormSchema, normalizeBrandId } from '../admin-new-brand-form-schema';

describe('brandIdProblem', () => {
  it('accepts ids of the brand-id rule', () => {
    for (const id of ['sorakura', 'moto-garage', 'abc', 'a1b', `a${'b'.repeat(31)}`]) {
      expect(brandIdProblem(id)).toBeNull();
    }
  });

  it('gives the reason an id cannot be used, in Japanese', () => {
    expect(brandIdProblem('')).toBe('ブランドIDを入力してください。');
    expect(brandIdProblem('admin')).toBe(
      'admin は予約語のため使えません（サイトのページのアドレスと重なります）。',
    );
    expect(brandIdProblem('news')).toContain('news は予約語のため使えません');
    expect(brandIdProblem('sora_kura')).toBe(
      'ブランドIDに使えるのは英小文字・数字・ハイフン（-）だけです（「_」は使えません）。',
    );
    expect(brandIdProblem('sora kura')).toContain('（空白は使えません）');
    expect(brandIdProblem('1sora')).toBe('ブランドIDは英小文字（a〜z）で始めてください。');
    expect(brandIdProblem('-sora')).toBe('ブランドIDは英小文字（a〜z）で始めてください。');
    expect(brandIdProblem('ab')).toBe('ブランドIDは3文字以上にしてください。');
    expect(brandIdProblem(`a${'b'.repeat(32)}`)).toBe(
      'ブランドIDは32文字以内にしてください（いま33文字）。',
    );
    expect(brandIdProblem('sora-')).toBe('ブランドIDの最後にハイフン（-）は使えません。');
  });

  it('agrees with the model’s brandIdSchema on every id it accepts or refuses', () => {
    const ids = [
      'admin',
      'brand',
      'api',
      'assets',
      'a-b',
      'ab-',
      'Abc',
      'abc',
      'a--b',
      'zz9',
      'é-abc',
    ];
    for (const id of ids) {
      expect(brandIdProblem(id) === null, id).toBe(brandIdSchema.safeParse(id).success);
    }
  });

  it('folds what a Japanese keyboard types before checking (the field normalises on blur)', () => {
    expect(normalizeBrandId(' ＳｏｒａＫｕｒａ ')).toBe('sorakura');
    const parsed = newBrandFormSchema.safeParse({
      id: 'Admin',
      name: 'テスト',
      kind: 'parking',
      email: 'a@example.com',
      phone: '03-1234-5678',
    });
    // Only the normalised value is checked by the schema: "Admin" itself has a capital.
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('「A」は使えません');
  });
});

import { describe, expect, it } from 'vitest';
import { noticeFormSchema } from '../../../notice-form-schema';
import { noticeState } from '../../../notice-state';

const valid = {
  title: ' 年末年始の営業について ',
  body: '## 休業日\n\n- 12月29日〜1月3日',
  publishedDate: '2026-12-01',
  publishedTime: '09:00',
  published: true,
};

function messages(values: Record<string, unknown>): string[] {
  const result = noticeFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('noticeFormSchema', () => {
  it('stores 掲載日時 typed in Japan time as one instant, and trims the title', () => {
    const fields = noticeFormSchema.parse(valid);
    expect(fields).toEqual({
      title: '年末年始の営業について',
      body: valid.body,
      publishedAt: new Date('2026-12-01T00:00:00Z'),
      published: true,
    });
  });

  it('says in Japanese what is missing or wrong', () => {
    expect(messages({ ...valid, title: '  ' })).toEqual(['タイトルを入力してください']);
    expect(messages({ ...valid, publishedDate: '' })).toContain('掲載日を入力してください');
    expect(messages({ ...valid, publishedDate: '2026-02-30' })).toEqual([
      '掲載日に存在しない日付が入力されています',
    ]);
    expect(messages({ ...valid, publishedTime: '25:00' })).toEqual([
      '掲載時刻は「09:30」の形で入力してください',
    ]);
    expect(messages({ ...valid, body: 'あ'.repeat(20001) })).toEqual([
      '本文は20,000文字以内で入力してください',
    ]);
  });
});

describe('noticeState', () => {
  const now = new Date('2026-11-24T03:00:00Z').getTime();
  it('is 公開予約 for a published item dated after now, 公開中 from then on', () => {
    const at = (iso: string) => new Date(iso);
    expect(noticeState({ published: true, publishedAt: at('2026-11-25T00:00:00Z') }, now)).toBe(
      'scheduled',
    );
    expect(noticeState({ published: true, publishedAt: at('2026-11-24T03:00:00Z') }, now)).toBe(
      'published',
    );
    expect(noticeState({ published: false, publishedAt: at('2026-11-25T00:00:00Z') }, now)).toBe(
      'draft',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { applyFailureOf } from '../apply-failure';

describe('applyFailureOf', () => {
  it('says plainly that someone else got the space first', () => {
    expect(applyFailureOf({ reason: 'space-taken', code: 'permission-denied' })).toEqual({
      kind: 'space-taken',
      message:
        '申し訳ありません。この区画は他の方のお申し込みが完了したため、お申し込みいただけませんでした。',
    });
  });

  it('explains the limit of open applications', () => {
    expect(applyFailureOf({ reason: 'open-limit', code: 'permission-denied' })).toEqual({
      kind: 'open-limit',
      message:
        'お申し込み中（審査中）の区画は1ブランドにつき3件までです。マイユニットで状況をご確認ください。',
    });
  });

  it('tells another refusal from a network failure, which may simply be retried', () => {
    expect(applyFailureOf({ code: 'permission-denied' }).kind).toBe('refused');
    const failed = applyFailureOf(new TypeError('Failed to fetch'));
    expect(failed.kind).toBe('failed');
    expect(failed.message).toMatch(/もう一度お試しください。入力した内容はそのまま残っています/);
    expect(applyFailureOf(undefined).kind).toBe('failed');
  });
});

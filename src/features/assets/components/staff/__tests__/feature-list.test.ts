import { describe, expect, it } from 'vitest';
import { addFeature, featureListMessages } from '../../../feature-list';

describe('addFeature', () => {
  it('adds a trimmed entry at the end', () => {
    expect(addFeature(['空調完備'], '\u3000防犯カメラ ')).toEqual({
      ok: true,
      features: ['空調完備', '防犯カメラ'],
    });
  });

  it('refuses empty, too long, duplicate (after NFKC) and a 21st entry', () => {
    expect(addFeature([], ' \u3000')).toEqual({ ok: false, error: featureListMessages.empty });
    expect(addFeature([], 'あ'.repeat(51))).toEqual({
      ok: false,
      error: featureListMessages.tooLong,
    });
    expect(addFeature([], 'あ'.repeat(50)).ok).toBe(true);
    expect(addFeature(['24時間利用可'], '２４時間利用可')).toEqual({
      ok: false,
      error: featureListMessages.duplicate,
    });
    const twenty = Array.from({ length: 20 }, (_, i) => `設備${i}`);
    expect(addFeature(twenty, '新しい設備')).toEqual({
      ok: false,
      error: featureListMessages.full,
    });
  });
});

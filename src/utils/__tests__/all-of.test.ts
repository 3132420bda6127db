import { describe, expect, it } from 'vitest';
import { allOf } from '../all-of';

describe('allOf', () => {
  it('gives each result under the name it was asked under', async () => {
    const result = await allOf({
      count: Promise.resolve(3),
      name: Promise.resolve().then(() => 'ソラクラ'),
    });
    expect(result).toEqual({ count: 3, name: 'ソラクラ' });
  });

  it('fails when one of them fails', async () => {
    await expect(
      allOf({ ok: Promise.resolve(1), broken: Promise.reject(new Error('読めません')) }),
    ).rejects.toThrow('読めません');
  });
});

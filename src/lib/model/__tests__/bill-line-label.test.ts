import { describe, expect, it } from 'vitest';
import { billLineLabel } from '#shared/model/bill.js';

describe('billLineLabel', () => {
  it('says which adjustment a line is; its stored label is the reason alone', () => {
    expect(billLineLabel({ kind: 'credit', label: '設備点検で利用できなかったため' })).toBe(
      '値引き（設備点検で利用できなかったため）',
    );
    expect(billLineLabel({ kind: 'charge', label: '鍵の再発行' })).toBe('追加請求（鍵の再発行）');
  });

  it('leaves the other lines as they were written', () => {
    expect(
      billLineLabel({ kind: 'proratedRent', label: '初月利用料（日割り・12/15〜12/31の17日分）' }),
    ).toBe('初月利用料（日割り・12/15〜12/31の17日分）');
  });
});

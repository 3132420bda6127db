import { describe, expect, it } from 'vitest';
import type { PostalPlace } from '../lookup-postal-code';
import { postalAddressProblem, postalAddressProblemMessage } from '../postal-address-problem';

const sapporo: PostalPlace = { prefecture: '北海道', city: '札幌市北区', town: '北六条西' };
const shinto: PostalPlace = { prefecture: '群馬県', city: '北群馬郡榛東村', town: '' };
const at = (postalCode: string, prefecture: string, city: string) => ({
  postalCode,
  prefecture,
  city,
});

describe('postalAddressProblem', () => {
  it.each([
    ['the same city', at('060-0806', '北海道', '札幌市北区'), [sapporo]],
    ['spaces typed in the city', at('060-0806', '北海道', '札幌市 北区'), [sapporo]],
    ['the town typed after the city', at('060-0806', '北海道', '札幌市北区北六条西'), [sapporo]],
    ['the ward left out', at('060-0806', '北海道', '札幌市'), [sapporo]],
    ['the 郡 left out', at('370-3500', '群馬県', '榛東村'), [shinto]],
    ['one of several places', at('498-0000', '群馬県', '北群馬郡榛東村'), [sapporo, shinto]],
  ])('agrees with %s', (_case, address, places) => {
    expect(postalAddressProblem(address, places)).toBeNull();
  });

  it.each([
    ['another prefecture', at('060-0806', '東京都', '札幌市北区')],
    ['another city', at('060-0806', '北海道', '旭川市')],
    ['no city', at('060-0806', '北海道', '')],
  ])('finds a mismatch with %s', (_case, address) => {
    expect(postalAddressProblem(address, [sapporo])).toBe('mismatch');
  });

  it('calls a code without a place unlisted, whatever the address', () => {
    expect(postalAddressProblem(at('999-9999', '北海道', '札幌市北区'), [])).toBe('unlisted');
  });

  it('names the code, where it belongs and the address typed', () => {
    expect(
      postalAddressProblemMessage('mismatch', at('160-0022', '北海道', '札幌市北区'), [
        { prefecture: '東京都', city: '新宿区', town: '新宿' },
      ]),
    ).toBe(
      '郵便番号 160-0022 は東京都新宿区の番号で、ご住所（北海道札幌市北区）と合いません。郵便番号か住所を直してください。',
    );
    expect(postalAddressProblemMessage('unlisted', at('999-9999', '', ''))).toContain(
      '郵便番号 999-9999 は郵便番号のデータにありません。',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { memberNameKey, memberSearchKeys } from '@/lib/model/member-search-keys';
import { parseMemberSearch } from '../member-search-query';

describe('parseMemberSearch', () => {
  it.each([
    ['', { kind: 'all' }],
    ['   ', { kind: 'all' }],
    ['1014', { kind: 'customerNumber', customerNumber: 1014 }],
    ['１０１４', { kind: 'customerNumber', customerNumber: 1014 }],
    ['1014 ﾏﾂﾓﾄ ﾀｶｼ', { kind: 'customerNumber', customerNumber: 1014 }],
    ['ﾌﾘｺﾐ 1014ﾏﾂﾓﾄ', { kind: 'customerNumber', customerNumber: 1014 }],
    ['090-1234-5678', { kind: 'phone', phone: '09012345678' }],
    ['０３ー１２３４ー５６７８', { kind: 'phone', phone: '0312345678' }],
    ['Hanako.Sato@Example.JP', { kind: 'email', email: 'hanako.sato@example.jp' }],
    ['ｻﾄｳ ﾊﾅ', { kind: 'kana', prefix: 'さとうはな' }],
    ['マツモト キョウ', { kind: 'kana', prefix: 'まつもときよう' }],
    ['佐藤　花', { kind: 'name', prefix: '佐藤花' }],
    ['Smith', { kind: 'name', prefix: 'smith' }],
  ] as const)('%s', (typed, expected) => {
    expect(parseMemberSearch(typed)).toEqual(expected);
  });
});

describe('memberSearchKeys', () => {
  it('makes the keys a search compares with: a typed prefix is a prefix of its key', () => {
    const keys = memberSearchKeys({
      email: 'Kyoko.Matsumoto@Example.jp',
      phone: '090-1111-2222',
      name: '松本 京子',
      kana: 'マツモト キョウコ',
    });
    expect(keys).toEqual({
      email: 'kyoko.matsumoto@example.jp',
      phone: '09011112222',
      name: '松本京子',
      kana: 'まつもときようこ',
    });
    for (const typed of ['ﾏﾂﾓﾄ ｷﾖｳ', 'まつもと　きょう', 'マツモトキョウコ']) {
      expect(keys.kana.startsWith(memberNameKey(typed))).toBe(true);
    }
    expect(keys.kana.startsWith(memberNameKey('マツモト タカシ'))).toBe(false);
  });
});

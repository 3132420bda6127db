import { describe, expect, it } from 'vitest';
import { memberMatches } from '../../../member-search';

const sato = {
  name: '佐藤 花子',
  kana: 'サトウ ハナコ',
  email: 'Hanako.Sato@example.com',
  phone: '090-0000-0001',
};
const suzuki = { ...sato, name: '鈴木 一郎', kana: 'スズキ イチロウ', phone: '0312345678' };

describe('memberMatches', () => {
  it('finds by name, with or without the space, and by part of it', () => {
    expect(memberMatches(sato, '佐藤')).toBe(true);
    expect(memberMatches(sato, '佐藤花子')).toBe(true);
    expect(memberMatches(sato, '佐藤　花子')).toBe(true);
    expect(memberMatches(suzuki, '佐藤')).toBe(false);
  });

  it('finds by フリガナ in katakana, hiragana or half-width katakana', () => {
    expect(memberMatches(sato, 'サトウ')).toBe(true);
    expect(memberMatches(sato, 'さとう はなこ')).toBe(true);
    expect(memberMatches(sato, 'ｻﾄｳﾊﾅｺ')).toBe(true);
    expect(memberMatches(suzuki, 'さとう')).toBe(false);
  });

  it('finds by e-mail in any case and in full-width letters', () => {
    expect(memberMatches(sato, 'hanako.sato@')).toBe(true);
    expect(memberMatches(sato, 'ＨＡＮＡＫＯ')).toBe(true);
  });

  it('finds by phone whether the number was stored or typed with hyphens or without', () => {
    expect(memberMatches(sato, '09000000001')).toBe(true);
    expect(memberMatches(sato, '090-0000-0001')).toBe(true);
    expect(memberMatches(sato, '０９０－００００－０００１')).toBe(true);
    expect(memberMatches(sato, '090ー0000')).toBe(true);
    expect(memberMatches(suzuki, '03-1234-5678')).toBe(true);
    expect(memberMatches(suzuki, '1234-5678')).toBe(true);
    expect(memberMatches(suzuki, '090-0000')).toBe(false);
  });

  it('needs every word to match, and an empty search matches everyone', () => {
    expect(memberMatches(sato, '佐藤 0001')).toBe(true);
    expect(memberMatches(sato, '佐藤 5678')).toBe(false);
    expect(memberMatches(sato, '   ')).toBe(true);
  });
});

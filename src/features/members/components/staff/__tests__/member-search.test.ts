import { describe, expect, it } from 'vitest';
import { memberMatches } from '../../../member-search';

const sato = {
  name: '佐藤 花子',
  kana: 'サトウ ハナコ',
  email: 'Hanako.Sato@example.com',
  phone: '090-0000-0001',
};
const suzuki = { ...sato, name: '鈴木 一郎', kana: 'スズキ イチロウ', phone: '0312345678' };
const takashi = {
  name: '松本 隆',
  kana: 'マツモト タカシ',
  email: '1990taka@example.com',
  phone: '090-1111-2222',
  customerNumber: 1014,
};
// Another 松本 whose お客様番号 starts with 1014 and whose phone has 1014 in it.
const kyoko = {
  name: '松本 京子',
  kana: 'マツモト キョウコ',
  email: 'kyoko@example.com',
  phone: '03-1014-5555',
  customerNumber: 10145,
};

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

  it('finds by 振込名義 as the bank prints it: half-width ｶﾅ, with or without the number', () => {
    expect(memberMatches(takashi, '1014 ﾏﾂﾓﾄ ﾀｶｼ')).toBe(true);
    expect(memberMatches(takashi, '1014 マツモト タカシ')).toBe(true);
    expect(memberMatches(takashi, '１０１４　ﾏﾂﾓﾄ')).toBe(true);
    expect(memberMatches(takashi, '1014ﾏﾂﾓﾄﾀｶｼ')).toBe(true);
    expect(memberMatches(takashi, 'ﾌﾘｺﾐ 1014 ﾏﾂﾓﾄ ﾀｶｼ')).toBe(true);
    expect(memberMatches(takashi, '振込入金 1014 ﾏﾂﾓﾄ ﾀｶｼ')).toBe(true);
    expect(memberMatches(takashi, 'ﾏﾂﾓﾄﾀｶｼ')).toBe(true);
    expect(memberMatches(takashi, 'ﾏﾂﾓﾄ ﾀｶｼ')).toBe(true);
    expect(memberMatches(kyoko, '1014 ﾏﾂﾓﾄ ﾀｶｼ')).toBe(false);
    expect(memberMatches(kyoko, 'ﾏﾂﾓﾄﾀｶｼ')).toBe(false);
  });

  it('reads small kana as the bank prints them large (ｷﾖｳｺ is キョウコ)', () => {
    expect(memberMatches(kyoko, '10145 ﾏﾂﾓﾄ ｷﾖｳｺ')).toBe(true);
    expect(memberMatches(kyoko, 'ｷﾖｳｺ')).toBe(true);
    expect(memberMatches(kyoko, 'きようこ')).toBe(true);
    expect(memberMatches(takashi, 'ｷﾖｳｺ')).toBe(false);
  });

  it('finds by the お客様番号 alone, exactly: 1014 is not 10145 nor a phone with 1014 in it', () => {
    expect(memberMatches(takashi, '1014')).toBe(true);
    expect(memberMatches(kyoko, '1014')).toBe(false);
    expect(memberMatches(kyoko, '10145')).toBe(true);
    expect(memberMatches(takashi, '10145')).toBe(false);
    expect(memberMatches(sato, '1014')).toBe(false);
  });

  it('needs the number and the name of a 振込名義 to be the same member’s', () => {
    expect(memberMatches(takashi, '1015 ﾏﾂﾓﾄ ﾀｶｼ')).toBe(false);
    expect(memberMatches(takashi, '1014 ｽｽﾞｷ')).toBe(false);
  });

  it('finds by name without a number, and reads an e-mail starting with digits as an e-mail', () => {
    expect(memberMatches(takashi, '松本 隆')).toBe(true);
    expect(memberMatches(kyoko, '松本')).toBe(true);
    expect(memberMatches(kyoko, '松本 隆')).toBe(false);
    expect(memberMatches(takashi, '1990taka')).toBe(true);
    expect(memberMatches(kyoko, '1990taka')).toBe(false);
  });

  it('needs every word to match, and an empty search matches everyone', () => {
    expect(memberMatches(sato, '佐藤 0001')).toBe(true);
    expect(memberMatches(sato, '佐藤 5678')).toBe(false);
    expect(memberMatches(sato, '   ')).toBe(true);
  });
});

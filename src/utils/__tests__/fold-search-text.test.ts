import { describe, expect, it } from 'vitest';
import { foldSearchTerms, foldSearchText } from '../fold-search-text';

describe('foldSearchText', () => {
  it('folds hiragana, katakana and half-width katakana to one form', () => {
    expect(foldSearchText('ぱすわーど')).toBe('ぱすわーど');
    expect(foldSearchText('パスワード')).toBe('ぱすわーど');
    expect(foldSearchText('ﾊﾟｽﾜｰﾄﾞ')).toBe('ぱすわーど');
  });

  it('reads ぢ/づ as じ/ず, so either spelling of a reading matches', () => {
    expect(foldSearchText('さんげんぢゃや')).toBe(foldSearchText('サンゲンジャヤ'));
    expect(foldSearchText('つづき')).toBe('つずき');
  });

  it('makes full-width letters and digits ASCII and lower case', () => {
    expect(foldSearchText('ＳＫ－１０１')).toBe('sk101');
    expect(foldSearchText('SK-101')).toBe('sk101');
  });

  it('drops the hyphens of a reference number, also an IME ー between letters', () => {
    expect(foldSearchText('AB7K-M2QX')).toBe('ab7km2qx');
    expect(foldSearchText('ＡＢ７ＫーＭ２ＱＸ')).toBe('ab7km2qx');
    expect(foldSearchText('090ー1234')).toBe('0901234');
  });

  it('keeps kanji and collapses spaces', () => {
    expect(foldSearchText('  三軒茶屋　 駅 ')).toBe('三軒茶屋 駅');
  });
});

describe('foldSearchTerms', () => {
  it('splits the folded words', () => {
    expect(foldSearchTerms(' ｻﾝｹﾞﾝ　三軒茶屋 ')).toEqual(['さんげん', '三軒茶屋']);
    expect(foldSearchTerms('   ')).toEqual([]);
  });
});

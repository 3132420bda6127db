import { describe, expect, it } from 'vitest';
import { foldPlaceTerms, foldSearchTerms, foldSearchText } from '../fold-search-text';

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

  it('reads ヶ/ケ between kanji as が and 之 as の, as place names are spelled either way', () => {
    expect(foldSearchText('霞ヶ関')).toBe('霞が関');
    expect(foldSearchText('霞ケ関')).toBe('霞が関');
    expect(foldSearchText('霞が関')).toBe('霞が関');
    expect(foldSearchText('井之頭')).toBe(foldSearchText('井の頭'));
    expect(foldSearchText('御茶ノ水')).toBe(foldSearchText('御茶の水'));
    // Only between kanji: a ケ of a katakana word is kept.
    expect(foldSearchText('ケーキ')).toBe('けーき');
    expect(foldSearchText('ヶ月')).not.toBe('が月');
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

describe('foldPlaceTerms', () => {
  it.each([
    ['船橋駅', '船橋'],
    ['船橋駅前', '船橋'],
    ['ふなばしえき', 'ふなばし'],
    ['フナバシエキ', 'ふなばし'],
    ['ふなばしえきまえ', 'ふなばし'],
    ['ﾌﾅﾊﾞｼｴｷ', 'ふなばし'],
  ])('drops the station suffix of %s', (typed, word) => {
    expect(foldPlaceTerms(typed)).toEqual([word]);
  });

  it('keeps a word that is only the suffix, and other words as they fold', () => {
    expect(foldPlaceTerms('駅')).toEqual(['駅']);
    expect(foldPlaceTerms('えき まえ')).toEqual(['えき', 'まえ']);
    expect(foldPlaceTerms('三軒茶屋 SK-101')).toEqual(['三軒茶屋', 'sk101']);
  });
});

import { describe, expect, it } from 'vitest';
import { toHalfWidthDigits } from '../normalize-digits';
import {
  normalizeDate,
  normalizeEmail,
  normalizeAddress,
  normalizeKana,
  normalizePhone,
  normalizePostalCode,
  normalizeText,
} from '../normalize-input';

describe('toHalfWidthDigits', () => {
  it('turns full-width digits and every dash-like character into ASCII', () => {
    expect(toHalfWidthDigits('０９０−１２３４－５６７８')).toBe('090-1234-5678');
    expect(toHalfWidthDigits('１００ー０００１')).toBe('100-0001');
    expect(toHalfWidthDigits('03‐1234―5678')).toBe('03-1234-5678');
  });
});

describe('normalizePhone', () => {
  it.each([
    ['０９０−１２３４−５６７８', '090-1234-5678'],
    ['09012345678', '09012345678'],
    ['０３ １２３４ ５６７８', '03-1234-5678'],
    ['(03) 1234-5678', '03-1234-5678'],
    ['（０３）１２３４－５６７８', '03-1234-5678'],
    [' 090--1234-5678 ', '090-1234-5678'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('leaves text that is not a number for the schema to report', () => {
    expect(normalizePhone('でんわ')).toBe('でんわ');
  });
});

describe('normalizePostalCode', () => {
  it.each([
    ['1600022', '160-0022'],
    ['１６０－００２２', '160-0022'],
    ['〒１６００２２２', '160-0222'],
    ['160 0022', '160-0022'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizePostalCode(typed)).toBe(stored);
  });

  it('keeps an incomplete code as typed (half-width)', () => {
    expect(normalizePostalCode('１６０')).toBe('160');
  });
});

describe('normalizeKana', () => {
  it('turns hiragana and half-width katakana into full-width katakana', () => {
    expect(normalizeKana('やまだ たろう')).toBe('ヤマダ\u3000タロウ');
    expect(normalizeKana('ﾔﾏﾀﾞ ﾀﾛｳ')).toBe('ヤマダ\u3000タロウ');
    expect(normalizeKana('すずき　けーこ')).toBe('スズキ\u3000ケーコ');
  });

  it('keeps katakana as it is', () => {
    expect(normalizeKana('サトウ')).toBe('サトウ');
  });
});

describe('normalizeDate', () => {
  it.each([
    ['1990-04-01', '1990-04-01'],
    ['1990/4/1', '1990-04-01'],
    ['１９９０年４月１日', '1990-04-01'],
    ['19900401', '1990-04-01'],
    ['1990.04.01', '1990-04-01'],
  ])('%s → %s', (typed, stored) => {
    expect(normalizeDate(typed)).toBe(stored);
  });

  it('leaves text that is not a date for the schema to report', () => {
    expect(normalizeDate('あした')).toBe('あした');
  });
});

describe('normalizeEmail', () => {
  it('turns full-width letters and ＠ into ASCII and drops spaces', () => {
    expect(normalizeEmail('ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ ')).toBe('taro@example.com');
  });
});

describe('normalizeText', () => {
  it('turns half-width katakana into full-width, voiced marks joined, and trims', () => {
    expect(normalizeText('ｻﾝﾗｲｽﾞﾋﾞﾙ 101')).toBe('サンライズビル 101');
    expect(normalizeText(' ｶﾌﾞｼｷｶﾞｲｼｬ ﾊﾟｰｸ｡ ')).toBe('カブシキガイシャ パーク。');
    expect(normalizeText('｢ﾃｽﾄ｣･ｺﾒﾝﾄ')).toBe('「テスト」・コメント');
  });

  it('leaves full-width letters, digits and punctuation of Japanese prose as written', () => {
    expect(normalizeText('１０時～１８時にお願いします！')).toBe('１０時～１８時にお願いします！');
    expect(normalizeText('山田 太郎')).toBe('山田 太郎');
  });
});

describe('normalizeAddress', () => {
  it('also makes letters and digits ASCII and a dash between them a hyphen', () => {
    expect(normalizeAddress('ｻﾝﾗｲｽﾞﾋﾞﾙ　１０１')).toBe('サンライズビル　101');
    expect(normalizeAddress('北六条西７－１－２')).toBe('北六条西7-1-2');
    expect(normalizeAddress('新宿１ー２ー３')).toBe('新宿1-2-3');
    expect(normalizeAddress('Ａ棟‐２０１号室')).toBe('A棟‐201号室');
    expect(normalizeAddress('Ａ‐２０１')).toBe('A-201');
  });

  it('keeps the long-vowel mark of a katakana word', () => {
    expect(normalizeAddress('ｾﾝﾀｰﾋﾞﾙ ３Ｆ')).toBe('センタービル 3F');
    expect(normalizeAddress('メゾン・ド・ソレイユ')).toBe('メゾン・ド・ソレイユ');
  });
});

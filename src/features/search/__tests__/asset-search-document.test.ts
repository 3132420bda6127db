import { describe, expect, it } from 'vitest';
import { assetSearchLimits } from '@/lib/model/asset-search';
import { foldSearchText } from '@/utils/fold-search-text';
import {
  assetSearchDocument,
  type AssetSearchSource,
  assetSearchTokens,
  searchKeyLength,
  stationName,
  townOf,
} from '../asset-search-document';

const sangenjaya: AssetSearchSource = {
  assetNumber: 'SK-101',
  name: 'ソラクラ 三軒茶屋',
  prefecture: '東京都',
  city: '世田谷区',
  addressLine: '三軒茶屋二丁目14番8号',
  building: 'ソラクラ三軒茶屋ビル',
  stations: [
    { line: '東急田園都市線', station: '三軒茶屋', walkMinutes: 6 },
    { line: '東急世田谷線', station: '三軒茶屋', walkMinutes: 7 },
  ],
  readings: ['さんげんぢゃや', 'せたがや'],
};

describe('townOf', () => {
  it('keeps the town and drops 丁目, 番地 and numbers', () => {
    expect(townOf('三軒茶屋二丁目14番8号')).toBe('三軒茶屋');
    expect(townOf('高田1120番地3')).toBe('高田');
    expect(townOf('三国ヶ丘御幸通152番地')).toBe('三国ヶ丘御幸通');
    expect(townOf('祇園町8番3号')).toBe('祇園町');
  });
});

describe('assetSearchTokens', () => {
  const tokens = assetSearchTokens(sangenjaya);
  it.each([
    '三軒茶屋',
    'さんげんぢゃや',
    'サンゲンジャヤ',
    'ｻﾝｹﾞﾝ',
    '茶屋',
    '三軒茶屋駅',
    'sk-101',
    '世田谷',
    'ソラクラ',
  ])('holds the key a visitor typing %s looks up', (typed) => {
    expect(tokens).toContain(foldSearchText(typed).slice(0, searchKeyLength));
  });

  it('stays within the document limit for the longest names', () => {
    const long: AssetSearchSource = {
      ...sangenjaya,
      name: 'あ'.repeat(100),
      building: 'い'.repeat(100),
      stations: Array.from({ length: 5 }, (_, i) => ({
        line: `う${i}`.repeat(25),
        station: `え${i}`.repeat(25),
        walkMinutes: 1,
      })),
      readings: Array.from({ length: 10 }, (_, i) => `お${'か'.repeat(i)}`.repeat(3)),
    };
    expect(assetSearchTokens(long).length).toBeLessThanOrEqual(assetSearchLimits.tokens);
  });
});

describe('assetSearchDocument', () => {
  it('names the asset and is searchable only when told so', () => {
    const document = assetSearchDocument('sorakura', sangenjaya, true);
    expect(document).toMatchObject({
      brandId: 'sorakura',
      assetId: 'SK-101',
      name: 'ソラクラ 三軒茶屋',
      stations: ['三軒茶屋'],
      published: true,
    });
    expect(document.text).toContain('さんげんじゃや');
    expect(assetSearchDocument('sorakura', sangenjaya, false).published).toBe(false);
  });
});

describe('stationName', () => {
  it('adds 駅 once', () => {
    expect(stationName('三軒茶屋')).toBe('三軒茶屋駅');
    expect(stationName('江東区駅')).toBe('江東区駅');
  });
});

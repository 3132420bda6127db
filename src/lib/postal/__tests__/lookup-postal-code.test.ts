import { describe, expect, it, vi } from 'vitest';
import { lookupPostalCode, PostalLookupError } from '../lookup-postal-code';

const chiyoda = { prefecture: '東京都', city: '千代田区', town: '千代田' };
const file100 = {
  '1000001': [['東京都', '千代田区', '千代田']],
  '1000005': [['東京都', '千代田区', '丸の内']],
  '10060': [['東京都', '千代田区', '霞が関霞が関ビル']],
  '1000099': [
    ['東京都', '千代田区', '甲'],
    ['東京府', '千代田区', '乙'],
  ],
};
const file160 = { '1600022': [['東京都', '新宿区', '新宿']] };

/** A fake fetch serving /postal/{NNN}.json from `files`: `{}` for other digits, as built. */
function fakeFetch(files: Record<string, unknown> = { '100': file100, '160': file160 }) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const prefix = /^\/postal\/(\d{3})\.json$/.exec(String(input))?.[1];
    if (prefix === undefined) return new Response('Not Found', { status: 404 });
    return new Response(JSON.stringify(files[prefix] ?? {}), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

describe('lookupPostalCode', () => {
  it.each([
    '1000001',
    '100-0001',
    '１０００００１',
    '１００－０００１',
    '〒100ー0001',
    '100−0001',
    ' 100 0001 ',
  ])('reads %j as 100-0001', async (typed) => {
    const fetch = fakeFetch();
    await expect(lookupPostalCode(typed, { fetch })).resolves.toEqual([chiyoda]);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/postal/100.json');
  });

  it('does not fetch until 7 digits are typed', async () => {
    const fetch = fakeFetch();
    for (const typed of [
      '',
      '1',
      '100',
      '100-',
      '100-000',
      '１００－０００',
      '100-00011',
      'abcdefg',
    ]) {
      await expect(lookupPostalCode(typed, { fetch })).resolves.toEqual([]);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches each three-digit file once and answers later codes from memory', async () => {
    const fetch = fakeFetch();
    const [first, second] = await Promise.all([
      lookupPostalCode('100-0001', { fetch }),
      lookupPostalCode('100-0005', { fetch }),
    ]);
    expect(first).toEqual([chiyoda]);
    expect(second).toEqual([{ prefecture: '東京都', city: '千代田区', town: '丸の内' }]);
    await lookupPostalCode('1000001', { fetch });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(lookupPostalCode('160-0022', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '新宿区', town: '新宿' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('uses a 5-digit key for the codes under it that have no key of their own', async () => {
    const fetch = fakeFetch();
    await expect(lookupPostalCode('100-6021', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '千代田区', town: '霞が関霞が関ビル' },
    ]);
  });

  it('returns [] for an unknown code, and for three digits no code starts with (an empty file)', async () => {
    const fetch = fakeFetch();
    await expect(lookupPostalCode('100-0002', { fetch })).resolves.toEqual([]);
    await expect(lookupPostalCode('999-9999', { fetch })).resolves.toEqual([]);
    await expect(lookupPostalCode('999-0001', { fetch })).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('skips a place whose prefecture is not one of the 47', async () => {
    const fetch = fakeFetch();
    await expect(lookupPostalCode('100-0099', { fetch })).resolves.toEqual([
      { prefecture: '東京都', city: '千代田区', town: '甲' },
    ]);
  });

  it('throws PostalLookupError with the message the form shows when the network fails, and tries again next time', async () => {
    const working = fakeFetch();
    const fetch = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await lookupPostalCode('100-0001', { fetch }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PostalLookupError);
    expect(failure).toHaveProperty(
      'message',
      '住所を自動入力できませんでした。住所を入力してください。',
    );
    expect(failure).toHaveProperty('cause', new TypeError('Failed to fetch'));

    fetch.mockImplementation(working);
    await expect(lookupPostalCode('100-0001', { fetch })).resolves.toEqual([chiyoda]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('throws PostalLookupError for a missing file, a server error or a file that is not JSON', async () => {
    // Every prefix has a file, so a 404 means the data version is gone (a tab on an old build).
    const gone = vi.fn(async () => new Response('Not Found', { status: 404 }));
    await expect(lookupPostalCode('100-0001', { fetch: gone })).rejects.toBeInstanceOf(
      PostalLookupError,
    );
    const serverError = vi.fn(async () => new Response('oops', { status: 503 }));
    await expect(lookupPostalCode('100-0001', { fetch: serverError })).rejects.toBeInstanceOf(
      PostalLookupError,
    );
    const html = vi.fn(async () => new Response('<!doctype html><title>x</title>'));
    await expect(lookupPostalCode('100-0001', { fetch: html })).rejects.toBeInstanceOf(
      PostalLookupError,
    );
    const array = vi.fn(async () => new Response('[]'));
    await expect(lookupPostalCode('100-0001', { fetch: array })).rejects.toBeInstanceOf(
      PostalLookupError,
    );
  });

  it('rejects with the abort reason when aborted, and keeps the file for the next lookup', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const served = fakeFetch();
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      await gate;
      return served(input);
    });
    const controller = new AbortController();
    const pending = lookupPostalCode('100-0001', { fetch, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toHaveProperty('name', 'AbortError');

    release();
    await expect(lookupPostalCode('100-0001', { fetch })).resolves.toEqual([chiyoda]);
    expect(fetch).toHaveBeenCalledTimes(1);

    await expect(
      lookupPostalCode('100-0001', { fetch, signal: AbortSignal.abort() }),
    ).rejects.toHaveProperty('name', 'AbortError');
  });
});

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../api/get-audit-page';
import { changeText, toAuditCsv } from '../audit-csv';
import { japanDayStart } from '@/utils/japan-day-start';
import { auditRequestFrom } from '../audit-log-params';

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'e1',
  at: new Date('2026-11-28T03:30:00Z'),
  brandId: 'sorakura',
  actor: { type: 'staff', uid: 'demo-admin', name: '佐藤 美咲' },
  action: 'update',
  kind: 'space',
  document: 'brands/sorakura/assets/A1/spaces/Q-001',
  fields: ['monthlyFee'],
  changes: [{ field: 'monthlyFee', before: '4400', after: '5500' }],
  via: 'app',
  ...over,
});

describe('the 監査ログ address', () => {
  it('reads the filters, the size, the page and the cursor; drops what cannot be a filter', () => {
    const request = auditRequestFrom(
      new URLSearchParams(
        'person=u1&kind=space&action=update&doc=/brands/b/x/&from=2026-11-01&to=nope&size=20&page=3&after=tok',
      ),
    );
    expect(request).toEqual({
      filters: {
        person: 'u1',
        kind: 'space',
        action: 'update',
        document: 'brands/b/x',
        from: '2026-11-01',
        to: '',
        brand: '',
      },
      size: 20,
      cursor: { direction: 'after', token: 'tok' },
      page: 3,
    });
    expect(auditRequestFrom(new URLSearchParams('size=7&page=4'))).toMatchObject({
      size: 50,
      cursor: null,
      page: 1,
    });
  });

  it('days are Japanese days', () => {
    expect(japanDayStart('2026-11-28').toISOString()).toBe('2026-11-27T15:00:00.000Z');
    expect(japanDayStart('2026-11-28', 1).toISOString()).toBe('2026-11-28T15:00:00.000Z');
  });
});

describe('the 監査ログ CSV', () => {
  it('one row per entry, in Japanese, with the changes and formulae escaped', () => {
    const csv = toAuditCsv([
      entry({}),
      entry({
        id: 'e2',
        actor: { type: 'customer', uid: 'u9', name: '=HYPERLINK("x")' },
        action: 'view',
        kind: 'identityDocument',
        document: 'users/u9/identity/sorakura/a1.png',
        fields: [],
        changes: [],
        via: 'api/admin/identityDocument',
      }),
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1)).data;
    expect(rows[0]).toEqual([
      '日時',
      '操作した人',
      '区分',
      'UID',
      '操作',
      '種類',
      '対象',
      '変更した項目',
      '変更内容',
      '経路',
      'ブランド',
    ]);
    expect(rows[1]).toEqual([
      '2026年11月28日（土）12:30',
      '佐藤 美咲',
      'スタッフ',
      'demo-admin',
      '変更',
      '区画',
      'brands/sorakura/assets/A1/spaces/Q-001',
      'monthlyFee',
      '月額利用料（monthlyFee）: 4400 → 5500',
      'app',
      'sorakura',
    ]);
    expect(rows[2]?.slice(1, 6)).toEqual([
      '\'=HYPERLINK("x")',
      'お客さま',
      'u9',
      '閲覧',
      '本人確認書類',
    ]);
    expect(changeText({ field: 'gone', before: 'x', after: null })).toBe('gone: x → なし');
  });
});

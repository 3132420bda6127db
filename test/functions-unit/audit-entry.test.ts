import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  MAX_VALUE_LENGTH,
  OPERATOR_AUDIT_SCOPE,
  auditEntryPath,
  auditKindLabels,
  auditTargetOf,
  diffFields,
  showValue,
  writeEntry,
} from '../../functions/src/audit/audit-entry.js';

const staff = { type: 'staff' as const, uid: 'staff-1', name: '山田' };

describe('auditTargetOf: which log a path belongs to', () => {
  it.each([
    ['brands/moto', { scope: 'moto', brandId: 'moto', kind: 'brand' }],
    ['brands/moto/assets/a1', { scope: 'moto', brandId: 'moto', kind: 'asset' }],
    ['brands/moto/assets/a1/spaces/s1', { scope: 'moto', brandId: 'moto', kind: 'space' }],
    ['brands/moto/bills/b1', { scope: 'moto', brandId: 'moto', kind: 'bill' }],
    ['brands/moto/settings/billing', { scope: 'moto', brandId: 'moto', kind: 'settings' }],
    ['brands/moto/mailTemplates/x', { scope: 'moto', brandId: 'moto', kind: 'mailTemplate' }],
    ['brands/moto/contacts/c/thread/t', { scope: 'moto', brandId: 'moto', kind: 'contactThread' }],
    ['routeRules/r1', { scope: OPERATOR_AUDIT_SCOPE, brandId: null, kind: 'routeRule' }],
    ['adminGrants/g1', { scope: OPERATOR_AUDIT_SCOPE, brandId: null, kind: 'grant' }],
    ['site/partnership', { scope: OPERATOR_AUDIT_SCOPE, brandId: null, kind: 'sitePage' }],
  ])('%s', (path, target) => {
    expect(auditTargetOf(path)).toEqual(target);
    expect(auditKindLabels[target.kind]).toBeTruthy();
  });

  it.each([
    'auditLogs/moto/entries/e1',
    'mail/m1',
    'assetSearch/x',
    'passwordResetRequests/p',
    'brands/moto/applicationCounters/u1',
    'brands/moto/jobRuns/j1',
    'brands/moto/pages/terms/versions/3',
    'triggerProbe/p',
  ])('%s is not logged', (path) => {
    expect(auditTargetOf(path)).toBeNull();
  });

  it('entries live where no audit trigger pattern reaches', () => {
    expect(auditEntryPath('moto', 'e1')).toBe('auditLogs/moto/entries/e1');
  });
});

describe('diffFields and writeEntry', () => {
  it("a space's price change: the field with its old and new value, updatedAt left out", () => {
    const before = { name: '1A', price: 8000, updatedAt: Timestamp.fromMillis(1) };
    const after = { name: '1A', price: 9500, updatedAt: Timestamp.fromMillis(2) };
    const entry = writeEntry({
      path: 'brands/moto/assets/a1/spaces/s1',
      target: { scope: 'moto', brandId: 'moto', kind: 'space' },
      at: new Date(0),
      actor: staff,
      via: 'app',
      before,
      after,
    });
    expect(entry).toMatchObject({
      action: 'update',
      kind: 'space',
      brandId: 'moto',
      fields: ['price'],
      changes: [{ field: 'price', before: '8000', after: '9500' }],
    });
  });

  it('maps one level deep, dates, lists, long text cut, absent fields as null', () => {
    const changes = diffFields(
      {
        size: { width: 1, depth: 2 },
        at: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
        tags: ['a'],
        body: 'x',
        gone: true,
      },
      {
        size: { width: 1, depth: 3 },
        at: Timestamp.fromMillis(Date.UTC(2026, 0, 3)),
        tags: ['a', 'b'],
        body: 'y'.repeat(500),
      },
    );
    expect(changes).toEqual([
      { field: 'at', before: '2026-01-02T00:00:00.000Z', after: '2026-01-03T00:00:00.000Z' },
      { field: 'body', before: 'x', after: `${'y'.repeat(MAX_VALUE_LENGTH - 1)}…` },
      { field: 'gone', before: 'true', after: null },
      { field: 'size.depth', before: '2', after: '3' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
    expect(showValue(Timestamp.fromMillis(0))).toBe('1970-01-01T00:00:00.000Z');
    expect(showValue(null)).toBe('null');
  });

  it('a create or a delete names its fields without copying values; a no-op update is no entry', () => {
    const base = {
      path: 'brands/moto/members/u1',
      target: { scope: 'moto', brandId: 'moto', kind: 'member' },
      at: new Date(0),
      actor: staff,
      via: 'app',
    };
    const created = writeEntry({
      ...base,
      before: undefined,
      after: { name: '田中', city: '渋谷区' },
    });
    expect(created).toMatchObject({ action: 'create', fields: ['city', 'name'], changes: [] });
    const deleted = writeEntry({ ...base, before: { name: '田中' }, after: undefined });
    expect(deleted).toMatchObject({ action: 'delete', fields: ['name'], changes: [] });
    const touched = writeEntry({
      ...base,
      before: { name: '田中', updatedAt: 1 },
      after: { name: '田中', updatedAt: 2 },
    });
    expect(touched).toBeNull();
  });
});

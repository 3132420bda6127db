import { describe, expect, it } from 'vitest';
import {
  MAX_STAFF_BRANDS,
  confirmedStaffScope,
  isOperatorScope,
  mayRunBrand,
  staffScopeOf,
} from '#shared/model/staff-scope.js';

describe('staffScopeOf', () => {
  it('isAdmin without a brands claim is operator-wide staff', () => {
    expect(staffScopeOf({ isAdmin: true })).toEqual({ kind: 'operator' });
  });
  it('isAdmin with brands is brand staff of those brands', () => {
    expect(staffScopeOf({ isAdmin: true, brands: ['moto-garage'] })).toEqual({
      kind: 'brands',
      brandIds: ['moto-garage'],
    });
  });
  it('no isAdmin is no staff, brands or not', () => {
    expect(staffScopeOf({ brands: ['moto-garage'] })).toBeNull();
    expect(staffScopeOf({ isAdmin: 'true' })).toBeNull();
    expect(staffScopeOf(undefined)).toBeNull();
    expect(staffScopeOf(null)).toBeNull();
  });
  it('a brands claim in any other shape than grantAdmin writes makes no one staff (fail closed)', () => {
    const malformed: unknown[] = [
      'moto-garage',
      ['moto-garage', 3],
      [null],
      [null, 'moto-garage'],
      null,
      [],
      ['_operator'],
      ['Moto-Garage'],
      { 0: 'moto-garage' },
      Array.from({ length: MAX_STAFF_BRANDS + 1 }, (_, i) => `brand-${i}`),
    ];
    for (const brands of malformed) {
      expect(staffScopeOf({ isAdmin: true, brands }), JSON.stringify(brands)).toBeNull();
    }
    const most = Array.from({ length: MAX_STAFF_BRANDS }, (_, i) => `brand-${i}`);
    expect(staffScopeOf({ isAdmin: true, brands: most })).toEqual({
      kind: 'brands',
      brandIds: most,
    });
  });
});

describe('confirmedStaffScope (the claims and the staff directory entry)', () => {
  const operator = { isAdmin: true };
  const moto = { isAdmin: true, brands: ['moto-garage'] };
  it('an active entry of the same scope confirms the claims', () => {
    expect(confirmedStaffScope(operator, { active: true, brands: null })).toEqual({
      kind: 'operator',
    });
    // Entries written before brand staff existed have no `brands`: operator-wide.
    expect(confirmedStaffScope(operator, { active: true })).toEqual({ kind: 'operator' });
    expect(
      confirmedStaffScope(moto, { active: true, brands: ['moto-garage', 'sorakura'] }),
    ).toEqual({ kind: 'brands', brandIds: ['moto-garage'] });
  });
  it('no entry, an inactive one or one without `active: true` confirms nothing', () => {
    expect(confirmedStaffScope(operator, undefined)).toBeNull();
    expect(confirmedStaffScope(operator, { active: false, brands: null })).toBeNull();
    expect(confirmedStaffScope(operator, { brands: null })).toBeNull();
    expect(confirmedStaffScope(moto, { active: 'true', brands: ['moto-garage'] })).toBeNull();
  });
  it('an entry of another scope refuses the older claims (narrowed or widened since)', () => {
    expect(confirmedStaffScope(operator, { active: true, brands: ['moto-garage'] })).toBeNull();
    expect(confirmedStaffScope(moto, { active: true, brands: null })).toBeNull();
    expect(
      confirmedStaffScope(
        { isAdmin: true, brands: ['moto-garage', 'sorakura'] },
        {
          active: true,
          brands: ['moto-garage'],
        },
      ),
    ).toBeNull();
  });
  it('malformed claims stay refused whatever the entry says', () => {
    expect(
      confirmedStaffScope({ isAdmin: true, brands: [] }, { active: true, brands: null }),
    ).toBeNull();
    expect(
      confirmedStaffScope(
        { isAdmin: true, brands: 'moto-garage' },
        {
          active: true,
          brands: ['moto-garage'],
        },
      ),
    ).toBeNull();
  });
});

describe('mayRunBrand', () => {
  const operator = staffScopeOf({ isAdmin: true });
  const moto = staffScopeOf({ isAdmin: true, brands: ['moto-garage'] });
  it('operator-wide staff run every brand, new ones included', () => {
    expect(mayRunBrand(operator, 'moto-garage')).toBe(true);
    expect(mayRunBrand(operator, 'brand-added-tomorrow')).toBe(true);
    expect(isOperatorScope(operator)).toBe(true);
  });
  it('brand staff run their brands only', () => {
    expect(mayRunBrand(moto, 'moto-garage')).toBe(true);
    expect(mayRunBrand(moto, 'sorakura')).toBe(false);
    expect(mayRunBrand(moto, null)).toBe(false);
    expect(isOperatorScope(moto)).toBe(false);
  });
  it('no scope runs nothing', () => {
    expect(mayRunBrand(null, 'moto-garage')).toBe(false);
  });
  it('the most brands fit the 1,000-byte claims limit', () => {
    const brands = Array.from({ length: MAX_STAFF_BRANDS }, (_, i) =>
      `b${String(i).padStart(2, '0')}`.padEnd(32, 'x'),
    );
    expect(Buffer.byteLength(JSON.stringify({ isAdmin: true, brands }), 'utf8')).toBeLessThan(1000);
  });
});

import { describe, expect, it } from 'vitest';
import {
  MAX_STAFF_BRANDS,
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
  it('a malformed brands claim makes no one staff (fail closed)', () => {
    expect(staffScopeOf({ isAdmin: true, brands: 'moto-garage' })).toBeNull();
    expect(staffScopeOf({ isAdmin: true, brands: ['moto-garage', 3] })).toBeNull();
    expect(staffScopeOf({ isAdmin: true, brands: null })).toBeNull();
  });
  it('an empty list is brand staff of no brand', () => {
    expect(staffScopeOf({ isAdmin: true, brands: [] })).toEqual({ kind: 'brands', brandIds: [] });
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

import { describe, expect, it } from 'vitest';
import { claimsWithAdmin } from '../../functions/src/admin/claims-with-admin.js';
import { grantAdminInput } from '../../functions/src/admin/grant-admin-input.js';

describe('grantAdminInput: brands (issue 29)', () => {
  it('takes 1–20 brand ids, once each and sorted', () => {
    const parsed = grantAdminInput.parse({
      email: 'A@Example.com',
      action: 'grant',
      brands: ['sorakura', 'moto-garage', 'sorakura'],
    });
    expect(parsed).toEqual({
      email: 'a@example.com',
      action: 'grant',
      brands: ['moto-garage', 'sorakura'],
    });
  });
  it.each([
    ['no brand', []],
    ['21 brands', Array.from({ length: 21 }, (_, i) => `brand-${i + 10}`)],
    ['an id the rules would refuse', ['Moto Garage']],
    ['an id over 32 characters', ['b'.repeat(33)]],
    ['a number', [3]],
  ])('refuses %s', (_label, brands) => {
    expect(
      grantAdminInput.safeParse({ email: 'a@example.com', action: 'grant', brands }).success,
    ).toBe(false);
  });
  it('refuses brands on a removal and with the bootstrap secret', () => {
    expect(
      grantAdminInput.safeParse({ email: 'a@example.com', action: 'remove', brands: ['sorakura'] })
        .success,
    ).toBe(false);
    expect(
      grantAdminInput.safeParse({
        email: 'a@example.com',
        action: 'grant',
        brands: ['sorakura'],
        bootstrapSecret: 'secret',
      }).success,
    ).toBe(false);
  });
});

describe('claimsWithAdmin', () => {
  const others = { plan: 'gold' };
  it('writes isAdmin and brands for brand staff, only isAdmin for operator-wide, neither when removed', () => {
    expect(claimsWithAdmin(others, ['moto-garage'])).toEqual({
      ...others,
      isAdmin: true,
      brands: ['moto-garage'],
    });
    expect(claimsWithAdmin({ ...others, isAdmin: true, brands: ['x'] }, 'operator')).toEqual({
      ...others,
      isAdmin: true,
    });
    expect(claimsWithAdmin({ ...others, isAdmin: true, brands: ['x'] }, null)).toEqual(others);
  });
  it('refuses claims over 1,000 bytes as a whole', () => {
    const big = { note: 'x'.repeat(800) };
    const brands = Array.from({ length: 20 }, (_, i) => `brand-${String(i).padStart(2, '0')}`);
    expect(claimsWithAdmin(big, brands)).toBeUndefined();
    expect(claimsWithAdmin({}, brands)).toBeDefined();
  });
});

import { ids, uids } from './world';

/**
 * The roles of the matrix. "otherUser" is signed in but acts on alice's data; "admin" is
 * operator-wide staff (the isAdmin claim, no `brands`); "brandStaff" is brand staff of the
 * brand the matrices act on (`brands: [ids.brand]`), "otherBrandStaff" brand staff of another
 * brand only (`brands: [ids.hiddenBrand]`), who must be refused there exactly like a customer
 * (issue 29; docs/auth.md "Staff").
 */
export const roles = [
  'signedOut',
  'user',
  'otherUser',
  'admin',
  'brandStaff',
  'otherBrandStaff',
] as const;
export type Role = (typeof roles)[number];

export const roleUid: Record<Role, string | null> = {
  signedOut: null,
  user: uids.alice,
  otherUser: uids.bob,
  admin: uids.admin,
  brandStaff: uids.brandStaff,
  otherBrandStaff: uids.otherBrandStaff,
};

/** The custom claims each signed-in role's token carries. */
export const roleClaims: Record<Role, Record<string, unknown>> = {
  signedOut: {},
  user: {},
  otherUser: {},
  admin: { isAdmin: true },
  brandStaff: { isAdmin: true, brands: [ids.brand] },
  otherBrandStaff: { isAdmin: true, brands: [ids.hiddenBrand] },
};

export const roleLabel: Record<Role, string> = {
  signedOut: 'signed out',
  user: 'user (owner)',
  otherUser: 'another user',
  admin: 'operator-wide staff',
  brandStaff: 'staff of this brand',
  otherBrandStaff: 'staff of another brand',
};

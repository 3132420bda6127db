import { uids } from './world';

/**
 * The four roles of the matrix. "otherUser" is signed in but acts on alice's data;
 * "admin" carries the isAdmin custom claim.
 */
export const roles = ['signedOut', 'user', 'otherUser', 'admin'] as const;
export type Role = (typeof roles)[number];

export const roleUid: Record<Role, string | null> = {
  signedOut: null,
  user: uids.alice,
  otherUser: uids.bob,
  admin: uids.admin,
};

export const roleLabel: Record<Role, string> = {
  signedOut: 'signed out',
  user: 'user (owner)',
  otherUser: 'another user',
  admin: 'admin',
};

import type { ApplicationStatus } from './application';

/** The moves each role may make (firestore.rules enforces exactly this table). */
export const applicationTransitions: Readonly<
  Record<
    ApplicationStatus,
    { readonly user: readonly ApplicationStatus[]; readonly admin: readonly ApplicationStatus[] }
  >
> = {
  submitted: { user: ['cancelled'], admin: ['approved', 'rejected', 'cancelled'] },
  approved: { user: [], admin: ['contracted', 'cancelled'] },
  contracted: { user: [], admin: ['ended'] },
  rejected: { user: [], admin: [] },
  cancelled: { user: [], admin: [] },
  ended: { user: [], admin: [] },
};

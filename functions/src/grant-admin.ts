import { defineSecret } from 'firebase-functions/params';
import { onCall } from 'firebase-functions/https';
import { adminAuth } from './admin-auth.js';
import { adminFirestore } from './admin-firestore.js';
import type { ChangeAdminClaimResult } from './admin/change-admin-claim.js';
import { changeAdminClaim } from './admin/change-admin-claim.js';
import { grantAdminFailure } from './admin/grant-admin-failure.js';
import { grantAdminInput } from './admin/grant-admin-input.js';

/** One-time secret for a project's first admin (docs/deploy.md); locally functions/.secret.local. */
export const adminBootstrapSecret = defineSecret('ADMIN_BOOTSTRAP_SECRET');

/**
 * Callable grantAdmin `{ email, action: 'grant' | 'remove', brands?, bootstrapSecret? }`: makes the
 * user with that e-mail operator-wide staff (a grant without `brands`), brand staff of `brands`,
 * or no staff (functions/src/admin/change-admin-claim.ts; docs/auth.md, "Staff"). Operator-wide
 * staff only, or the first admin's bootstrap.
 * Reached through the Hosting rewrite /api/admin/grantAdmin, so the admin screen calls its own
 * origin (no CORS, no extra CSP host).
 */
export const grantAdmin = onCall(
  { secrets: [adminBootstrapSecret] },
  async (request): Promise<ChangeAdminClaimResult> => {
    if (!request.auth) throw grantAdminFailure('sign-in-required');
    const input = grantAdminInput.safeParse(request.data);
    if (!input.success) throw grantAdminFailure('invalid-input');
    return changeAdminClaim(input.data, {
      auth: adminAuth(),
      db: adminFirestore(),
      callerUid: request.auth.uid,
      bootstrapSecret: adminBootstrapSecret.value(),
    });
  },
);

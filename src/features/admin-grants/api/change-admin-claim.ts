import { httpsCallableFromURL } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';
import type { GrantAdminValues } from '../grant-admin-form-schema';

/** What grantAdmin answers (functions/src/admin/change-admin-claim.ts). */
export type ChangeAdminClaimResult = {
  action: 'grant' | 'remove';
  email: string;
  changed: boolean;
};

/** The Hosting rewrite to the grantAdmin function (firebase.json). */
export const GRANT_ADMIN_PATH = '/api/admin/grantAdmin';

/**
 * Calls grantAdmin as the signed-in user (the SDK adds the ID token). Errors are the SDK's
 * FunctionsError, whose `details.reason` grantAdminMessage() turns into Japanese.
 */
export async function changeAdminClaim(values: GrantAdminValues): Promise<ChangeAdminClaimResult> {
  const call = httpsCallableFromURL<
    {
      email: string;
      action: GrantAdminValues['action'];
      brands?: string[];
      bootstrapSecret?: string;
    },
    ChangeAdminClaimResult
  >(firebaseFunctions, new URL(GRANT_ADMIN_PATH, location.origin).href);
  const secret = values.bootstrapSecret.trim();
  const brandStaff = values.action === 'grant' && values.scope === 'brands';
  const { data } = await call({
    email: values.email.trim(),
    action: values.action,
    ...(brandStaff ? { brands: [...values.brands] } : {}),
    ...(secret ? { bootstrapSecret: secret } : {}),
  });
  return data;
}

import { useQuery } from '@tanstack/react-query';
import { signedInUidQuery } from '@/features/members/api/signed-in-uid-query';
import { useAuthState } from './use-auth-state';

export type SignedInUid = {
  /** The auth state is known and, for a signed-in user, so is the uid. */
  ready: boolean;
  uid: string | null;
  email: string;
};

/**
 * Who is signed in, by uid (the auth state keeps only token and e-mail): asked again whenever
 * the signed-in e-mail changes, e.g. right after signing in on the same page.
 */
export function useSignedInUid(): SignedInUid {
  const auth = useAuthState();
  const uid = useQuery({ ...signedInUidQuery(auth.userEmail), enabled: auth.ready });
  return { ready: auth.ready && uid.isSuccess, uid: uid.data ?? null, email: auth.userEmail };
}

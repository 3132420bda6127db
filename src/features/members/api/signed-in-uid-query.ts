import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from './keys';

/**
 * The uid of the account signed in with `email`, kept for the page session (a new e-mail, e.g.
 * right after signing in on the page, asks again). firebase/auth is loaded by the first read,
 * not with the screen.
 */
export const signedInUidQuery = (email: string) =>
  queryOptions({
    queryKey: memberKeys.signedInUid(email),
    queryFn: async () => (await import('./get-signed-in-uid')).getSignedInUid(),
    staleTime: Infinity,
  });

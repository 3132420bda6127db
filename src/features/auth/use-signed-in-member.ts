import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { memberQuery } from '@/features/members/api/get-member';
import { signedInUidQuery } from '@/features/members/api/signed-in-uid-query';
import type { Member } from '@/lib/model/member';
import { useAuthState } from './use-auth-state';

export type SignedInMember = {
  /** The signed-in user's profile with the brand; null for a visitor or before it arrives. */
  member: Member | null;
  /** The signed-in user's e-mail (also without a profile); '' for a visitor. */
  email: string;
  /**
   * The uid a request sent now carries (the rules require the caller's own), or undefined for
   * a visitor; waits for it when the user is signed in but it is not known yet.
   */
  senderUid: () => Promise<string | undefined>;
};

/**
 * Who is filling in a customer form: nothing for a visitor (no Firebase Auth on their page
 * load), the uid and member profile for a signed-in user, read in the background so the form
 * shows at once and is filled in when they arrive.
 */
export function useSignedInMember(brandId: string): SignedInMember {
  const queryClient = useQueryClient();
  const { token, userEmail } = useAuthState();
  const signedIn = token !== '';
  const uid = useQuery({ ...signedInUidQuery(userEmail), enabled: signedIn }).data ?? null;
  const member = useQuery({ ...memberQuery(brandId, uid ?? ''), enabled: signedIn && !!uid });

  const senderUid = useCallback(async () => {
    if (!signedIn) return undefined;
    return (await queryClient.fetchQuery(signedInUidQuery(userEmail))) ?? undefined;
  }, [queryClient, signedIn, userEmail]);

  return {
    member: signedIn && uid ? (member.data ?? null) : null,
    email: signedIn ? userEmail : '',
    senderUid,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallableFromURL } from 'firebase/functions';
import { firebaseFunctions } from '@/lib/firebase-functions';
import { mailLogKey, type MailLogSource } from './get-mail-log';

/** The Hosting rewrite to the resendMail function (firebase.json). */
export const RESEND_MAIL_PATH = '/api/admin/resendMail';

/** Asks resendMail (staff only) to send a failed message again: its state becomes 再送待ち. */
export async function resendMail(mailId: string): Promise<void> {
  const call = httpsCallableFromURL<{ mailId: string }, { queued: boolean }>(
    firebaseFunctions,
    new URL(RESEND_MAIL_PATH, location.origin).href,
  );
  await call({ mailId });
}

/** resendMail, then the log reads again (and polls until the message is sent or fails). */
export function useResendMail(about: MailLogSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailLogKey(about) }),
  });
}

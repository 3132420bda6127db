import type { ApplicationMover } from '@/features/applications/application-mover';
import { moveApplication, spaceEffectOf } from '@/features/applications/api/move-application';
import { firestore } from '@/lib/firebase-firestore';

/**
 * The admin screens' staff moves: the applications feature's one implementation
 * (`moveApplication`, one batch with the space, plan count and open count), handed to the
 * application-admin feature, which may not import another feature itself.
 */
export const applicationMover: ApplicationMover = {
  move: (request) => moveApplication(firestore, request),
  spaceEffectOf,
};

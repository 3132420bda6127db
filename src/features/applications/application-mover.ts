import type { ApplicationStatus } from '@/lib/model/application';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import type { Space } from '@/lib/model/space';

/** The application's space as read just before a move (null when it no longer exists). */
export type MoveSpace = PlanDefiningFields & Pick<Space, 'status' | 'applicationId'>;

/** One staff move, in the shape of the applications feature's `moveApplication` input. */
export type ApplicationMoveRequest = {
  brandId: string;
  application: {
    id: string;
    status: ApplicationStatus;
    assetId: string;
    spaceId: string;
    uid: string;
    /** Entries in its history as read: the move's entry takes the next key. */
    historyLength: number;
  };
  to: ApplicationStatus;
  adminUid: string;
  space: MoveSpace | null;
};

/** What a move does to the space: 契約中, back to 空き, or nothing. */
export type SpaceEffect = 'occupy' | 'free' | 'none';

/**
 * The staff move, passed in by the screen: features do not import each other, and the one
 * implementation of the move (one batch with the space, plan count and open count) lives in
 * the applications feature (`moveApplication`, `spaceEffectOf`). Both throw
 * `ApplicationMoveError` (a Japanese message) for a move that is not allowed, before writing.
 */
export type ApplicationMover = {
  move: (request: ApplicationMoveRequest) => Promise<void>;
  spaceEffectOf: (request: Omit<ApplicationMoveRequest, 'brandId' | 'adminUid'>) => SpaceEffect;
};

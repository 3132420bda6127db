import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { applicationHistoryEntries, reasonRequiredMoves } from '@/lib/model/application';
import { limits } from '#shared/model/limits.js';
import type { Space } from '@/lib/model/space';
import type { AdminApplication } from '../../admin-application';
import { getApplication } from '../../api/get-application';
import { getApplicationSpaceAndLine } from '../../api/get-application-space';
import { invalidateAfterMove } from '../../api/invalidate-after-move';
import {
  spaceEffectOf,
  useMoveApplication,
  type MoveApplicationInput,
  type SpaceEffect,
} from '../../api/move-application';
import { firstBillOf, type ContractTermsInput } from '@/features/billing/api/first-bill';
import { todayInJapan } from '@/utils/today-in-japan';
import {
  draftTermsOf,
  parseContractTerms,
  type ContractTermsDraft,
} from '../../contract-terms-form';
import { moveErrorMessage, spaceChangedMessage } from '../../move-error-message';
import {
  moveDoneMessage,
  staffMoveWords,
  type SpaceAtMove,
  type StaffMoveTarget,
} from '../../staff-moves';
import { staffUid } from '../../api/staff-uid';

/** The move being confirmed: the application as read, where to, and its space as read now. */
export type PendingMove = {
  application: AdminApplication;
  to: StaffMoveTarget;
  /** undefined while the space is being read. */
  space?: SpaceAtMove;
  /** What the move would do to the space; a refusal's message instead when it is not allowed. */
  effect?: SpaceEffect;
  refusal?: string;
  /** The move to contracted: 契約条件 to start from (the application's date, the space's fees). */
  draftTerms?: ContractTermsDraft;
};

export type UseStaffMove = {
  pending: PendingMove | null;
  busy: boolean;
  error: string | null;
  /** 理由 typed in the dialog (sent to the customer; required for 却下 and 取消). */
  reason: string;
  setReason: (reason: string) => void;
  /** The move was tried without a required reason. */
  reasonMissing: boolean;
  /** Opens the confirmation and reads the space. */
  start: (application: AdminApplication, to: StaffMoveTarget) => void;
  /** The move to contracted takes the 契約条件 as typed and the place for the first bill's 摘要. */
  confirm: (contract?: { draft: ContractTermsDraft; place: string }) => void;
  cancel: () => void;
};

function historyLengthOf(application: AdminApplication): number {
  return applicationHistoryEntries(application.history).length;
}

function requestOf(
  application: AdminApplication,
  to: StaffMoveTarget,
  space: Space | null,
  contract?: MoveApplicationInput['contract'],
): Omit<MoveApplicationInput, 'brandId' | 'adminUid'> {
  return {
    ...(contract ? { contract } : {}),
    application: {
      id: application.id,
      status: application.status,
      assetId: application.assetId,
      spaceId: application.spaceId,
      uid: application.uid,
      historyLength: historyLengthOf(application),
    },
    to,
    space,
  };
}

function describeSpace(space: Space | null, applicationId: string, waiting = 0): SpaceAtMove {
  return space === null
    ? null
    : {
        label: space.label,
        status: space.status,
        holdsApplication: space.applicationId === applicationId,
        ...(waiting > 0 ? { waiting } : {}),
      };
}

/**
 * A staff move from its confirmation to the refreshed screens: the space is read when the
 * dialog opens (so it says what will happen to it) and again on confirming (if it changed
 * meanwhile, the dialog says so and asks again), then useMoveApplication writes the one batch.
 */
export function useStaffMove(brandId: string, onDone: (message: string) => void): UseStaffMove {
  const queryClient = useQueryClient();
  const { mutateAsync: moveApplication } = useMoveApplication();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  // The dialog may be closed (or another move started) while a read is on its way.
  const generation = useRef(0);

  const assess = useCallback(
    (application: AdminApplication, to: StaffMoveTarget, space: Space | null, waiting = 0) => {
      const described = describeSpace(space, application.id, waiting);
      try {
        const effect = spaceEffectOf(requestOf(application, to, space));
        return { space: described, effect, refusal: undefined };
      } catch (refused) {
        return { space: described, effect: undefined, refusal: moveErrorMessage(refused, false) };
      }
    },
    [],
  );

  const start = useCallback(
    (application: AdminApplication, to: StaffMoveTarget) => {
      const current = ++generation.current;
      setError(null);
      setReason('');
      setReasonMissing(false);
      setPending({ application, to });
      getApplicationSpaceAndLine(brandId, application).then(
        ([space, waiting]) => {
          if (generation.current !== current) return;
          setPending({
            application,
            to,
            ...assess(application, to, space, waiting),
            ...(to === 'contracted' && space
              ? { draftTerms: draftTermsOf(application.startDate, space) }
              : {}),
          });
        },
        (failure: unknown) => {
          if (generation.current !== current) return;
          setPending({ application, to, space: undefined });
          setError(moveErrorMessage(failure, false));
        },
      );
    },
    [assess, brandId],
  );

  const cancel = useCallback(() => {
    generation.current += 1;
    setPending(null);
    setError(null);
  }, []);

  const confirm = useCallback<UseStaffMove['confirm']>(
    (contract) => {
      // Still reading the space: the dialog cannot say yet what will happen to it.
      if (!pending || busy || (pending.space === undefined && error === null)) return;
      const { application, to } = pending;
      if (reasonRequiredMoves.includes(to) && reason.trim() === '') {
        setReasonMissing(true);
        setError(
          `${staffMoveWords[to].action}の理由を入力してください（お客さまにお知らせします）`,
        );
        return;
      }
      if (reason.length > limits.moveReason) {
        setError(`理由は${limits.moveReason}文字以内で入力してください`);
        return;
      }
      setReasonMissing(false);
      let terms: ContractTermsInput | undefined;
      if (to === 'contracted') {
        const parsed = contract
          ? parseContractTerms(contract.draft)
          : { error: '契約条件を入力してください' };
        if ('error' in parsed) {
          setError(parsed.error);
          return;
        }
        terms = parsed.terms;
      }
      const current = generation.current;
      setBusy(true);
      setError(null);
      void (async () => {
        let stale = false;
        try {
          const [space, waiting] = await getApplicationSpaceAndLine(brandId, application);
          const now = assess(application, to, space, waiting);
          if (pending.space === undefined) {
            // The first read had failed: show what the move does now, and ask again.
            setPending({ application, to, ...now });
            setError(now.refusal ?? null);
            return;
          }
          if (
            now.effect !== pending.effect ||
            now.refusal !== pending.refusal ||
            JSON.stringify(now.space) !== JSON.stringify(pending.space)
          ) {
            setPending({ application, to, ...now });
            setError(now.refusal ?? spaceChangedMessage);
            return;
          }
          if (now.refusal) {
            setError(now.refusal);
            return;
          }
          const adminUid = await staffUid();
          try {
            const firstBill =
              terms && contract
                ? {
                    terms,
                    firstBill: firstBillOf({
                      applicationId: application.id,
                      uid: application.uid,
                      terms,
                      place: contract.place,
                      today: todayInJapan(),
                    }),
                  }
                : undefined;
            await moveApplication({
              brandId,
              adminUid,
              reason,
              ...requestOf(application, to, space, firstBill),
            });
          } catch (failure) {
            // Refused because someone moved it first? The rules refuse a writer who read an
            // older status or history (docs/data-model.md, History).
            const latest = await getApplication(brandId, application.id).catch(() => undefined);
            stale =
              latest === null ||
              (latest !== undefined &&
                (latest.status !== application.status ||
                  historyLengthOf(latest) !== historyLengthOf(application)));
            if (stale) await invalidateAfterMove(queryClient, brandId);
            throw failure;
          }
          if (generation.current !== current) return;
          setPending(null);
          onDone(moveDoneMessage(to, now.effect ?? 'none', space?.label ?? application.spaceId));
        } catch (failure) {
          if (generation.current !== current) return;
          setError(moveErrorMessage(failure, stale));
        } finally {
          setBusy(false);
        }
      })();
    },
    [assess, brandId, busy, error, moveApplication, onDone, pending, queryClient, reason],
  );

  // Typing the missing reason clears the message that asked for it.
  const typeReason = useCallback(
    (value: string) => {
      setReason(value);
      if (reasonMissing && value.trim() !== '') {
        setReasonMissing(false);
        setError(null);
      }
    },
    [reasonMissing],
  );

  return {
    pending,
    busy,
    error,
    reason,
    setReason: typeReason,
    reasonMissing,
    start,
    confirm,
    cancel,
  };
}

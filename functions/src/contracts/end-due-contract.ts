import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/** Who the history records for a contract that ended by itself on its 解約 date. */
export const CONTRACT_END_ACTOR = 'system:contract-end';

export type ContractRef = { brandId: string; applicationId: string };
export type ContractEndOutcome = 'ended' | 'not-due' | 'nothing-to-do';

/** Today in Japan (UTC+9, no daylight saving) as 'YYYY-MM-DD'. */
export function japanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The instant a confirmed 解約 takes effect: 00:00 in Japan on the day after `endDate`
 * ('YYYY-MM-DD'), i.e. 15:00 UTC on the end date itself.
 */
export function contractEndInstant(endDate: string): Date {
  return new Date(`${endDate}T15:00:00.000Z`);
}

/** The key of a space's plan in asset.plans (src/lib/model/plan-key-of.ts builds the same). */
function planKeyOf(space: FirebaseFirestore.DocumentData): string {
  return `${space.type}_${space.monthlyFee}_${space.size.widthCm}x${space.size.depthCm}`;
}

/**
 * Ends a contract whose 解約 staff confirmed, once its end date has passed in Japan, in one
 * transaction: the application becomes 終了 with its history entry (by CONTRACT_END_ACTOR), and
 * the space, when it still holds this application, becomes 空き with its plan's free count up
 * by one — what a staff member's 解約・終了 does (moveApplication). Anything else (not
 * contracted any more, not confirmed, withdrawn, not yet due) is left as it is, so a task run
 * twice or early changes nothing.
 */
export async function endDueContract(
  db: Firestore,
  { brandId, applicationId }: ContractRef,
  today: string = japanToday(),
): Promise<ContractEndOutcome> {
  const appRef = db.doc(`brands/${brandId}/applications/${applicationId}`);
  return db.runTransaction(async (tx) => {
    const app = await tx.get(appRef);
    const data = app.data();
    const request = data?.terminationRequest as
      { endDate: string; confirmedAt?: unknown } | null | undefined;
    if (!data || data.status !== 'contracted' || !request?.confirmedAt) return 'nothing-to-do';
    if (request.endDate >= today) return 'not-due';
    const spaceRef = db.doc(
      `brands/${brandId}/assets/${String(data.assetId)}/spaces/${String(data.spaceId)}`,
    );
    const space = await tx.get(spaceRef);
    const spaceData = space.data();
    const historyKey = String(Object.keys((data.history as object | undefined) ?? {}).length);
    tx.update(appRef, {
      status: 'ended',
      [`history.${historyKey}`]: {
        at: FieldValue.serverTimestamp(),
        by: CONTRACT_END_ACTOR,
        from: 'contracted',
        to: 'ended',
      },
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (spaceData && spaceData.applicationId === applicationId) {
      tx.update(spaceRef, {
        status: 'available',
        reservedBy: null,
        applicationId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (spaceData.status !== 'available') {
        tx.update(db.doc(`brands/${brandId}/assets/${String(data.assetId)}`), {
          [`plans.${planKeyOf(spaceData)}.available`]: FieldValue.increment(1),
          lastSpaceMove: data.spaceId,
        });
      }
    }
    return 'ended';
  });
}

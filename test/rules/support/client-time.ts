/**
 * A time a client puts in a document itself, for the cases where the rules want the server's
 * (`field == request.time`, written with serverTimestamp()).
 */
import { FieldValue, type Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase/firestore/lite';
import type { World } from './use-world';

/**
 * A moment ago on the server's clock: the commit time of a write made just now (without rules)
 * and read back. It is as close to the next request's `request.time` as a client's
 * `Timestamp.now()`, but never equal to it: commit times only ever increase. `Timestamp.now()`
 * (whole milliseconds) equals a commit time (microseconds) about once in a thousand writes that
 * reach the server within the millisecond they were made, so a rule test asserting it is refused
 * would fail at random, as rarely as that.
 */
export async function clientTime(world: World): Promise<Timestamp> {
  let at: AdminTimestamp | undefined;
  await world.env().seed(async ({ firestore }) => {
    const ref = firestore.doc('clientClock/now');
    await ref.set({ at: FieldValue.serverTimestamp() });
    at = (await ref.get()).get('at') as AdminTimestamp;
    await ref.delete();
  });
  if (!at) throw new Error('clientTime: the server wrote no time');
  return new Timestamp(at.seconds, at.nanoseconds);
}

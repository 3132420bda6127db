/**
 * brands/{b}/billReminders (the 督促 steps a bill was sent, docs/data-model.md): the sweep writes
 * them with the Admin SDK; the brand's staff read them; no client writes them, staff included.
 */
import { doc, getDoc, setDoc } from 'firebase/firestore/lite';
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from './support/harness';
import type { Role } from './support/roles';
import { useWorld } from './support/use-world';
import { ids, t0, uids } from './support/world';

const path = `brands/${ids.brand}/billReminders/${ids.aliceApplication}_${ids.period}`;
const record = { uid: uids.alice, steps: { '1': '2026-12-08' }, updatedAt: t0 };

describe('billReminders: the sweep’s own record', () => {
  const world = useWorld();

  it.each<Role>(['admin', 'brandStaff'])('%s reads it', async (role) => {
    await world.seedDocs({ [path]: record });
    await assertSucceeds(getDoc(doc(world.db(role), path)));
  });

  it.each<Role>(['signedOut', 'user', 'otherBrandStaff'])('%s does not read it', async (role) => {
    await world.seedDocs({ [path]: record });
    await assertFails(getDoc(doc(world.db(role), path)));
  });

  it.each<Role>(['admin', 'brandStaff', 'user'])('%s does not write it', async (role) => {
    await assertFails(
      setDoc(doc(world.db(role), path), { uid: uids.alice, steps: { '1': '2026-12-08' } }),
    );
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { adminFirestore } from './support/admin-firestore.js';
import { signUpNewUser } from './support/auth-emulator.js';
import { stackEnv } from './support/stack-env.js';

// The stack's test-only trigger (test/functions/firestore-trigger-probe/): it records each event
// it receives in triggerProbe/{probeId}/runs/{eventId}.
const TRIGGER_ID = 'asia-northeast1-firestoreTriggerProbe-0';
const WRITTEN = 'google.cloud.firestore.document.v1.written';
const probeId = `probe-${Date.now()}`;
const refusedId = `${probeId}-refused`;

interface Run {
  type: string;
  document: string;
  params: Record<string, string>;
  time: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

function firestoreHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through scripts/test.mjs');
  return host;
}

async function runsOf(id: string): Promise<Run[]> {
  const snapshot = await adminFirestore().collection(`triggerProbe/${id}/runs`).get();
  return snapshot.docs.map((doc) => doc.data() as Run).sort((a, b) => a.time.localeCompare(b.time));
}

/** Polls until the trigger has run `count` times for `id` (the first run cold-starts it). */
async function waitForRuns(id: string, count: number): Promise<Run[]> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const runs = await runsOf(id);
    if (runs.length >= count || Date.now() > deadline) return runs;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

afterAll(async () => {
  // The probe document is deleted by the test itself; its runs are below the trigger's pattern.
  const db = adminFirestore();
  for (const id of [probeId, refusedId]) {
    const runs = await db.collection(`triggerProbe/${id}/runs`).listDocuments();
    await Promise.all(runs.map((ref) => ref.delete()));
  }
});

describe('Firestore triggers in the stack (offline Firestore → Functions emulator)', () => {
  it('the Functions emulator registered the 2nd-gen trigger with the offline Firestore emulator', async () => {
    const { projectId } = stackEnv();
    const response = await fetch(
      `http://${firestoreHost()}/emulator/v1/projects/${projectId}/triggers`,
    );
    expect(response.status).toBe(200);
    const { triggers } = (await response.json()) as { triggers: unknown[] };
    expect(triggers).toContainEqual({
      id: TRIGGER_ID,
      eventType: WRITTEN,
      database: '(default)',
      namespace: '(default)',
      document: { value: 'triggerProbe/{probeId}', matchType: 'PATH_PATTERN' },
    });
  });

  it('a create, an update and a delete through the SDK each run the trigger once', async () => {
    const { projectId } = stackEnv();
    // A signed-in user's write that firestore.rules refuse (nothing grants triggerProbe/) runs nothing.
    const user = await signUpNewUser();
    const refused = await fetch(
      `http://${firestoreHost()}/v1/projects/${projectId}/databases/(default)/documents:commit`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({
          writes: [
            {
              update: {
                name: `projects/${projectId}/databases/(default)/documents/triggerProbe/${refusedId}`,
                fields: { n: { integerValue: '1' } },
              },
            },
          ],
        }),
      },
    );
    expect(refused.status).toBe(403);

    const ref = adminFirestore().doc(`triggerProbe/${probeId}`);
    await ref.set({ step: 'created', n: 1 });
    const [created] = await waitForRuns(probeId, 1);
    expect(created).toMatchObject({
      type: WRITTEN,
      document: `triggerProbe/${probeId}`,
      params: { probeId },
      before: null,
      after: { step: 'created', n: 1 },
    });

    await ref.update({ step: 'updated', n: 2 });
    const updated = (await waitForRuns(probeId, 2))[1];
    expect(updated).toMatchObject({
      before: { step: 'created', n: 1 },
      after: { step: 'updated', n: 2 },
    });

    await ref.delete();
    const deleted = (await waitForRuns(probeId, 3))[2];
    expect(deleted).toMatchObject({ before: { step: 'updated', n: 2 }, after: null });

    // Once per write: no late or repeated deliveries; nothing for the refused write.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await runsOf(probeId)).toHaveLength(3);
    expect(await runsOf(refusedId)).toHaveLength(0);
  }, 120_000);
});

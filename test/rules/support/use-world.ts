/**
 * Per test file: connect to the emulators once, and before each test clear Firestore and seed
 * the baseline world (one admin batch, bypassing rules) — or, without it, the staff directory. Returns role → lite Firestore/Storage.
 */
import { setLogLevel, type Firestore } from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createRulesTestEnv, type RulesTestEnvironment } from './harness';
import type { RulesTestContext } from '../../harness/types';
import { roleClaims, roleUid, type Role } from './roles';
import { toAdmin } from './values';
import { baseline, staffDirectory, type DocData } from './world';

export interface World {
  env(): RulesTestEnvironment;
  as(role: Role): RulesTestContext;
  db(role: Role): Firestore;
  /** Extra documents for one test, written without rules. */
  seedDocs(docs: Record<string, DocData>): Promise<void>;
  /** Removes documents for one test, without rules. */
  deleteDocs(paths: readonly string[]): Promise<void>;
}

export function useWorld(options: { withBaseline?: boolean } = {}): World {
  let env: RulesTestEnvironment | undefined;
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not ready (beforeAll has not run).');
    return env;
  };
  const seedDocs = async (docs: Record<string, DocData>): Promise<void> => {
    await current().seed(async ({ firestore }) => {
      const batch = firestore.batch();
      for (const [path, data] of Object.entries(docs))
        batch.set(firestore.doc(path), toAdmin(data));
      await batch.commit();
    });
  };

  beforeAll(async () => {
    // Denials are the expected outcome of half the cases; the SDK would log each one.
    setLogLevel('silent');
    env = await createRulesTestEnv();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await current().clearFirestore();
    // The staff's directory entries always: without them no staff claim counts (issue 36).
    await seedDocs(options.withBaseline !== false ? baseline() : staffDirectory());
  });

  const as = (role: Role): RulesTestContext => {
    const uid = roleUid[role];
    if (uid === null) return current().unauthenticated();
    return current().authenticated(uid, roleClaims[role]);
  };
  const deleteDocs = async (paths: readonly string[]): Promise<void> => {
    await current().seed(async ({ firestore }) => {
      const batch = firestore.batch();
      for (const path of paths) batch.delete(firestore.doc(path));
      await batch.commit();
    });
  };
  return { env: current, as, db: (role) => as(role).firestore, seedDocs, deleteDocs };
}

/**
 * `npm run bench:emulators`: speed figures of the offline emulators (not a test; prints only).
 *   1. rules evaluations per second on the repository's firestore.rules (else the engine's fixture)
 *   2. commit throughput (firebase-admin over REST, 500-write batches)
 *   3. query throughput and the time of a query over 10,000 documents
 *   4. the time to run 500 rules-test cases (assertSucceeds/assertFails over the lite SDK)
 * Every loop is bounded and everything stays on 127.0.0.1 with free ports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
} from 'firebase/firestore/lite';
import type { FirestoreRulesRequest, RestDocument, RestValue } from '../src/rules/api.js';
import { benchmarkRules, compileRules } from '../src/rules/index.js';
import { startOfflineEmulators } from '../src/start-offline-emulators.js';
import {
  assertFails,
  assertSucceeds,
  createRulesTestEnv,
} from '../../test/harness/rules-test-env.js';

const PROJECT = 'demo-rental-space';
const DOCS_PREFIX = `projects/${PROJECT}/databases/(default)/documents/`;
const repoRules = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const fixtureRules = fileURLToPath(
  new URL('../src/rules/__fixtures__/firestore.rules', import.meta.url),
);
const rulesPath = existsSync(repoRules) ? repoRules : fixtureRules;

const ms = (value: number): string => `${value.toFixed(1)} ms`;
const rate = (count: number, millis: number): string =>
  `${Math.round((count / millis) * 1000).toLocaleString('en-US')}/s`;
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function restDoc(path: string, fields: Record<string, RestValue>): RestDocument {
  return { name: DOCS_PREFIX + path, fields };
}

async function rulesEvaluations(): Promise<void> {
  const source = readFileSync(rulesPath, 'utf8');
  const compileStart = performance.now();
  const ruleset = compileRules(source, 'firestore.rules');
  const compileMs = performance.now() - compileStart;
  const now = Date.now();
  const time = { seconds: Math.floor(now / 1000), nanos: 0 };
  const published = { published: { booleanValue: true } };
  const docs = new Map<string, RestDocument>([
    ['brands/pub', restDoc('brands/pub', published)],
    ['brands/pub/assets/A1', restDoc('brands/pub/assets/A1', published)],
    ['brands/pub/members/u1', restDoc('brands/pub/members/u1', { uid: { stringValue: 'u1' } })],
  ]);
  const user = (uid: string, claims: Record<string, unknown> = {}) => ({
    uid,
    token: { sub: uid, ...claims },
  });
  const base = { service: 'cloud.firestore' as const, time };
  const requests: FirestoreRulesRequest[] = [
    {
      ...base,
      path: 'brands/pub',
      method: 'get',
      auth: null,
      resource: docs.get('brands/pub') ?? null,
    },
    {
      ...base,
      path: 'brands/pub/assets/A1/spaces/S1',
      method: 'get',
      auth: null,
      resource: restDoc('brands/pub/assets/A1/spaces/S1', {}),
    },
    {
      ...base,
      path: 'brands/pub/members/u1',
      method: 'get',
      auth: user('u1'),
      resource: docs.get('brands/pub/members/u1') ?? null,
    },
    {
      ...base,
      path: 'brands/pub/members/u1',
      method: 'get',
      auth: user('u2'),
      resource: docs.get('brands/pub/members/u1') ?? null,
    },
    {
      ...base,
      path: 'brands/pub/contacts/c1',
      method: 'get',
      auth: user('boss', { isAdmin: true }),
      resource: restDoc('brands/pub/contacts/c1', {}),
    },
    {
      ...base,
      path: 'brands/pub/contacts/c2',
      method: 'create',
      auth: null,
      resource: null,
      requestResource: restDoc('brands/pub/contacts/c2', {
        name: { stringValue: '山田 花子' },
        email: { stringValue: 'hanako@example.com' },
        category: { stringValue: 'general' },
        message: { stringValue: '見学したいです。' },
        status: { stringValue: 'new' },
        createdAt: { timestampValue: new Date(now - (now % 1000)).toISOString() },
        updatedAt: { timestampValue: new Date(now - (now % 1000)).toISOString() },
      }),
    },
    {
      ...base,
      path: 'brands',
      method: 'list',
      auth: null,
      resource: null,
      query: {
        from: [{ collectionId: 'brands' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'published' },
            op: 'EQUAL',
            value: { booleanValue: true },
          },
        },
        limit: 20,
      },
    },
  ];
  const context = { firestore: { get: (path: string) => docs.get(path) ?? null } };
  await benchmarkRules(ruleset, requests, context, 2_000); // warm-up
  const result = await benchmarkRules(ruleset, requests, context, 20_000);
  console.log(
    `rules: ${rulesPath.replace(/.*\/(emulators\/)?/, '')} (${source.split('\n').length} lines) compiled in ${ms(compileMs)}`,
  );
  console.log(
    `  ${result.evaluations.toLocaleString('en-US')} evaluations of ${requests.length} realistic requests: ` +
      `${result.perSecond.toLocaleString('en-US')} evaluations/s (${result.allowed} allowed)`,
  );
}

async function commitsAndQueries(firestoreHost: string): Promise<void> {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const app = initializeAdminApp({ projectId: PROJECT }, 'bench-admin');
  const db = getAdminFirestore(app);
  db.settings({
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  });
  try {
    const total = 10_000;
    const commitStart = performance.now();
    for (let start = 0; start < total; start += 500) {
      const batch = db.batch();
      for (let n = start; n < start + 500; n++) {
        batch.set(db.doc(`benchSpaces/s${String(n).padStart(5, '0')}`), {
          n,
          group: n % 100,
          price: 5_000 + (n % 37) * 1_000,
          prefecture: ['東京都', '大阪府', '北海道', '福岡県'][n % 4],
          available: n % 3 !== 0,
          updatedAt: Timestamp.now(),
        });
      }
      await batch.commit();
    }
    const commitMs = performance.now() - commitStart;
    console.log(
      `commits: ${total.toLocaleString('en-US')} documents in 500-write batches in ${ms(commitMs)}: ${rate(total, commitMs)} docs`,
    );

    const singleStart = performance.now();
    for (let n = 0; n < 200; n++) await db.doc(`benchSingles/d${n}`).set({ n });
    const singleMs = performance.now() - singleStart;
    console.log(
      `  200 single-document commits one after another: ${rate(200, singleMs)} commits (${ms(singleMs / 200)} each)`,
    );

    const spaces = db.collection('benchSpaces');
    const queries = [
      () => spaces.where('group', '==', 7).get(),
      () =>
        spaces
          .where('prefecture', '==', '東京都')
          .where('available', '==', true)
          .orderBy('price')
          .limit(20)
          .get(),
      () => spaces.where('price', '>=', 30_000).orderBy('price', 'desc').limit(50).get(),
    ];
    for (const run of queries) await run(); // warm-up
    const times: number[][] = queries.map(() => []);
    const queryStart = performance.now();
    for (let i = 0; i < 60; i++) {
      for (const [index, run] of queries.entries()) {
        const started = performance.now();
        await run();
        times[index]?.push(performance.now() - started);
      }
    }
    const queryMs = performance.now() - queryStart;
    console.log(
      `queries over ${total.toLocaleString('en-US')} documents (median of 60, via firebase-admin REST):`,
    );
    console.log(`  where group == 7 (100 results): ${ms(median(times[0] ?? []))}`);
    console.log(
      `  where prefecture == 東京都 && available, orderBy price, limit 20: ${ms(median(times[1] ?? []))}`,
    );
    console.log(
      `  where price >= 30000, orderBy price desc, limit 50: ${ms(median(times[2] ?? []))}`,
    );
    console.log(`  throughput: ${rate(180, queryMs)} queries`);
  } finally {
    await db.terminate();
    await deleteAdminApp(app);
  }
}

async function rulesTestCases(firestoreHost: string, storageHost: string): Promise<void> {
  const env = await createRulesTestEnv({
    firestoreHost,
    storageHost,
    firestoreRulesPath: rulesPath,
  });
  try {
    await env.seed(async ({ firestore }) => {
      await firestore.doc('brands/pub').set({ published: true, name: '公開ブランド' });
      await firestore.doc('brands/hidden').set({ published: false, name: '非公開ブランド' });
      await firestore.doc('brands/pub/members/u1').set({ uid: 'u1', name: '会員' });
      await firestore.doc('brands/pub/contacts/c1').set({ name: '問い合わせ' });
      await firestore.doc('routeRules/r1').set({ from: '/a', to: '/b' });
    });
    const anonymous = env.unauthenticated().firestore;
    const u1 = env.authenticated('u1').firestore;
    const u2 = env.authenticated('u2').firestore;
    const admin = env.authenticated('boss', { isAdmin: true }).firestore;
    const cases: (() => Promise<unknown>)[] = [
      () => assertSucceeds(getDoc(doc(anonymous, 'brands/pub'))),
      () => assertFails(getDoc(doc(anonymous, 'brands/hidden'))),
      () => assertSucceeds(getDoc(doc(u1, 'brands/pub/members/u1'))),
      () => assertFails(getDoc(doc(u2, 'brands/pub/members/u1'))),
      () => assertSucceeds(getDoc(doc(admin, 'brands/pub/contacts/c1'))),
      () => assertFails(getDoc(doc(u1, 'brands/pub/contacts/c1'))),
      () => assertFails(getDoc(doc(admin, 'routeRules/r1'))),
      () =>
        assertSucceeds(
          getDocs(query(collection(anonymous, 'brands'), where('published', '==', true))),
        ),
      () => assertFails(getDocs(collection(anonymous, 'brands'))),
      () =>
        assertSucceeds(
          addDoc(collection(anonymous, 'brands/pub/contacts'), {
            name: '山田 花子',
            email: 'hanako@example.com',
            category: 'general',
            message: '見学したいです。',
            status: 'new',
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          }),
        ),
      () =>
        assertFails(
          addDoc(collection(anonymous, 'brands/pub/contacts'), { name: '', status: 'done' }),
        ),
    ];
    const started = performance.now();
    for (let i = 0; i < 500; i++) await (cases[i % cases.length] as () => Promise<unknown>)();
    const elapsed = performance.now() - started;
    console.log(
      `rules-test cases: 500 assertSucceeds/assertFails over the lite SDK in ${ms(elapsed)} (${ms(elapsed / 500)} each; aim < 10 s)`,
    );
  } finally {
    await env.cleanup();
  }
}

async function main(): Promise<void> {
  await rulesEvaluations();
  const startStart = performance.now();
  const emulators = await startOfflineEmulators({
    firestoreRulesPath: rulesPath,
    watchRules: false,
    quiet: true,
  });
  console.log(`start-up: both emulators listening in ${ms(performance.now() - startStart)}`);
  const firestoreHost = `${emulators.firestore.host}:${emulators.firestore.port}`;
  const storageHost = `${emulators.storage.host}:${emulators.storage.port}`;
  try {
    await commitsAndQueries(firestoreHost);
    await rulesTestCases(firestoreHost, storageHost);
  } finally {
    await emulators.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

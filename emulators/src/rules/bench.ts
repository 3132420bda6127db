/**
 * Rules micro-benchmark: `npx tsx emulators/src/rules/bench.ts [evaluations]`.
 * Prints parser/compile time and evaluations per second for a realistic mix of requests against
 * __fixtures__/firestore.rules (gets, constrained lists, validated creates/updates, get() lookups).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FirestoreRulesRequest, RestDocument, RestValue } from './api';
import { benchmarkRules } from './benchmark-rules';
import { compileRules } from './compile-rules';

const DOCS = 'projects/demo-rental-space/databases/(default)/documents';
const s = (stringValue: string): RestValue => ({ stringValue });
const i = (n: number): RestValue => ({ integerValue: String(n) });
const b = (booleanValue: boolean): RestValue => ({ booleanValue });
const d = (path: string, fields: Record<string, RestValue>): RestDocument => ({
  name: `${DOCS}/${path}`,
  fields,
});

const brand = d('brands/b1', {
  name: s('Storage One'),
  slug: s('storage-one'),
  published: b(true),
});
const store = new Map<string, RestDocument>([['brands/b1', brand]]);
const time = { seconds: 1_700_000_000, nanos: 0 };
const user = { uid: 'demo-user', token: { email: 'user@example.com' } };
const admin = { uid: 'demo-admin', token: { isAdmin: true, email: 'admin@example.com' } };

const requests: FirestoreRulesRequest[] = [
  {
    service: 'cloud.firestore',
    path: 'brands/b1',
    method: 'get',
    auth: null,
    time,
    resource: brand,
  },
  {
    service: 'cloud.firestore',
    path: 'brands',
    method: 'list',
    auth: user,
    time,
    resource: null,
    query: {
      where: { fieldFilter: { field: { fieldPath: 'published' }, op: 'EQUAL', value: b(true) } },
      limit: 20,
    },
  },
  {
    service: 'cloud.firestore',
    path: 'brands/b1/assets/a1',
    method: 'get',
    auth: user,
    time,
    resource: d('brands/b1/assets/a1', { name: s('A'), assetNumber: i(1) }),
  },
  {
    service: 'cloud.firestore',
    path: 'brands/b1/assets/a1/spaces/s1',
    method: 'update',
    auth: admin,
    time,
    resource: d('brands/b1/assets/a1/spaces/s1', { status: s('vacant'), monthlyFee: i(8000) }),
    requestResource: d('brands/b1/assets/a1/spaces/s1', {
      status: s('occupied'),
      monthlyFee: i(9000),
    }),
  },
  {
    service: 'cloud.firestore',
    path: 'users/demo-user',
    method: 'update',
    auth: user,
    time,
    resource: d('users/demo-user', { email: s('user@example.com'), displayName: s('A') }),
    requestResource: d('users/demo-user', { email: s('user@example.com'), displayName: s('B') }),
  },
  {
    service: 'cloud.firestore',
    path: 'contacts/c1',
    method: 'create',
    auth: null,
    time,
    resource: null,
    requestResource: d('contacts/c1', { email: s('a@example.com'), message: s('こんにちは') }),
  },
];

async function main(): Promise<void> {
  const n = Number(process.argv[2] ?? 200_000);
  const source = readFileSync(
    fileURLToPath(new URL('./__fixtures__/firestore.rules', import.meta.url)),
    'utf8',
  );
  const t0 = performance.now();
  const rules = compileRules(source, 'firestore.rules');
  const compileMs = performance.now() - t0;
  const context = { firestore: { get: (p: string) => store.get(p) ?? null } };
  await benchmarkRules(rules, requests, context, 20_000); // warm-up (JIT)
  const r = await benchmarkRules(rules, requests, context, n);
  console.log(`rules: first compile (incl. parser load) ${compileMs.toFixed(1)} ms`);
  console.log(
    `rules: ${r.evaluations} evaluations in ${r.millis.toFixed(0)} ms = ${r.perSecond.toLocaleString('en')} evaluations/s ` +
      `(${r.perCpuSecond.toLocaleString('en')} per CPU-second; ${r.allowed} allowed)`,
  );
}

void main();

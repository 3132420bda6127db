/**
 * The zod schemas (src/lib/model) and firestore.rules describe the same documents: every
 * baseline document the rules tests write (and the rules accept) must also parse with its schema,
 * so the SPA's forms and reads cannot drift from what the rules enforce; and the shared value
 * checks (calendar dates) accept and refuse the same values on both sides.
 */
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { adminGrantSchema } from '../../src/lib/model/admin-grant';
import { applicationSchema } from '../../src/lib/model/application';
import { applicationCounterSchema } from '../../src/lib/model/application-counter';
import { assetSchema } from '../../src/lib/model/asset';
import { assetSearchSchema } from '../../src/lib/model/asset-search';
import { billSchema } from '#shared/model/bill.js';
import { brandSchema } from '../../src/lib/model/brand';
import { brandPageSchema } from '../../src/lib/model/brand-page';
import { calendarDateSchema } from '#shared/model/calendar-date.js';
import { contactSchema } from '../../src/lib/model/contact';
import { deviceSchema } from '../../src/lib/model/device';
import { faqSchema } from '../../src/lib/model/faq';
import { memberSchema } from '../../src/lib/model/member';
import { noticeSchema } from '../../src/lib/model/notice';
import { routeRuleSchema } from '../../src/lib/model/route-rule';
import { sitePageSchema } from '../../src/lib/model/site-page';
import { spaceSchema } from '../../src/lib/model/space';
import { staffMemberSchema } from '../../src/lib/model/staff-member';
import { staffNameEntrySchema } from '../../src/lib/model/staff-name';
import { viewingRequestSchema } from '../../src/lib/model/viewing-request';
import { assertFails, assertSucceeds } from './support/harness';
import { useWorld } from './support/use-world';
import { asUpdate, toLite } from './support/values';
import { baseline, paidBilling, paths, uids, type DocData } from './support/world';

/** Collection id (the path segment before the document id) → schema. */
const schemaByCollection: Record<string, z.ZodMiniType> = {
  brands: brandSchema,
  pages: brandPageSchema,
  faqs: faqSchema,
  notices: noticeSchema,
  assets: assetSchema,
  spaces: spaceSchema,
  members: memberSchema,
  applications: applicationSchema,
  applicationCounters: applicationCounterSchema,
  contacts: contactSchema,
  viewingRequests: viewingRequestSchema,
  bills: billSchema,
  site: sitePageSchema,
  devices: deviceSchema,
  routeRules: routeRuleSchema,
  adminGrants: adminGrantSchema,
  assetSearch: assetSearchSchema,
  staff: staffMemberSchema,
  staffNames: staffNameEntrySchema,
};

describe('schemas agree with the rules fixtures', () => {
  for (const [path, data] of Object.entries(baseline())) {
    it(`${path} parses with its schema`, () => {
      const segments = path.split('/');
      const schema = schemaByCollection[segments[segments.length - 2] ?? ''];
      expect(schema, `no schema for ${path}`).toBeDefined();
      const result = schema?.safeParse(data);
      expect(result?.error?.issues ?? []).toEqual([]);
    });
  }
  it('a paid bill (one payment of the whole amount) parses with its schema', () => {
    expect(billSchema.safeParse(paidBilling(uids.alice)).error?.issues ?? []).toEqual([]);
  });
  it('every collection of the model is covered', () => {
    const covered = new Set(Object.keys(baseline()).map((p) => p.split('/').slice(-2)[0]));
    expect([...covered].sort()).toEqual(Object.keys(schemaByCollection).sort());
  });
});

describe('calendar dates: the rules (isCalendarDate) and calendarDateSchema agree', () => {
  const world = useWorld();
  /** Staff set the start date of alice's application (every calendar date has the same check). */
  const setStartDate = (startDate: string) =>
    updateDoc(doc(world.db('admin'), paths.aliceApplication), asUpdate({ startDate }));
  const real = [
    '2026-12-31',
    '2026-01-31',
    '2026-04-30',
    '2026-02-28',
    '2028-02-29', // divisible by 4
    '2000-02-29', // divisible by 400
    '2024-02-29',
  ];
  const notReal = [
    '2026-02-30',
    '2026-02-31',
    '2026-04-31',
    '2026-06-31',
    '2026-09-31',
    '2026-11-31',
    '2027-02-29', // not divisible by 4
    '2100-02-29', // divisible by 100, not by 400
    '2026-01-32',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '2026/01/01',
  ];
  for (const date of real) {
    it(`${date} is a day: both accept it`, async () => {
      expect(calendarDateSchema.safeParse(date).success).toBe(true);
      await assertSucceeds(setStartDate(date));
    });
  }
  for (const date of notReal) {
    it(`${date} is not: both refuse it`, async () => {
      expect(calendarDateSchema.safeParse(date).success).toBe(false);
      await assertFails(setStartDate(date));
    });
  }
});

describe('the paid bill fixture: the rules accept it as the payment of the unpaid one', () => {
  const world = useWorld();
  it('written over the baseline bill with the server time, it is a valid payment', async () => {
    const paid = toLite(paidBilling(uids.alice));
    const payments = paid['payments'] as Record<string, DocData>;
    const history = paid['history'] as Record<string, DocData>;
    await assertSucceeds(
      setDoc(doc(world.db('admin'), paths.aliceBilling), {
        ...paid,
        payments: { '0': { ...payments['0'], recordedAt: serverTimestamp() } },
        history: { ...history, '1': { ...history['1'], at: serverTimestamp() } },
        updatedAt: serverTimestamp(),
      }),
    );
  });
});

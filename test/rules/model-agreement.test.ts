/**
 * The zod schemas (src/lib/model) and firestore.rules describe the same documents: every
 * baseline document the rules tests write (and the rules accept) must also parse with its schema,
 * so the SPA's forms and reads cannot drift from what the rules enforce.
 */
import type * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { adminGrantSchema } from '../../src/lib/model/admin-grant';
import { applicationSchema } from '../../src/lib/model/application';
import { applicationCounterSchema } from '../../src/lib/model/application-counter';
import { assetSchema } from '../../src/lib/model/asset';
import { billSchema } from '../../src/lib/model/bill';
import { brandSchema } from '../../src/lib/model/brand';
import { brandPageSchema } from '../../src/lib/model/brand-page';
import { contactSchema } from '../../src/lib/model/contact';
import { deviceSchema } from '../../src/lib/model/device';
import { faqSchema } from '../../src/lib/model/faq';
import { memberSchema } from '../../src/lib/model/member';
import { noticeSchema } from '../../src/lib/model/notice';
import { routeRuleSchema } from '../../src/lib/model/route-rule';
import { sitePageSchema } from '../../src/lib/model/site-page';
import { spaceSchema } from '../../src/lib/model/space';
import { viewingRequestSchema } from '../../src/lib/model/viewing-request';
import { baseline } from './support/world';

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
  it('every collection of the model is covered', () => {
    const covered = new Set(Object.keys(baseline()).map((p) => p.split('/').slice(-2)[0]));
    expect([...covered].sort()).toEqual(Object.keys(schemaByCollection).sort());
  });
});

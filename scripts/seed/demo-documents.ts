import type * as z from 'zod/mini';
import { applicationSchema } from '../../src/lib/model/application';
import { applicationReferenceRecordSchema } from '../../src/lib/model/application-reference';
import { applicationCounterSchema } from '../../src/lib/model/application-counter';
import { assetSchema } from '../../src/lib/model/asset';
import { billSchema } from '#shared/model/bill.js';
import { brandSchema } from '../../src/lib/model/brand';
import { brandIdSchema } from '../../src/lib/model/brand-id';
import { brandPageSchema } from '../../src/lib/model/brand-page';
import { collectionPaths as p } from '../../src/lib/model/collection-paths';
import { contactSchema } from '../../src/lib/model/contact';
import { deviceSchema } from '../../src/lib/model/device';
import { faqSchema } from '../../src/lib/model/faq';
import { memberSchema } from '../../src/lib/model/member';
import { memberSearchKeys } from '../../src/lib/model/member-search-keys';
import { noticeSchema } from '../../src/lib/model/notice';
import { routeRuleSchema } from '../../src/lib/model/route-rule';
import { sitePageSchema } from '../../src/lib/model/site-page';
import { spaceSchema } from '../../src/lib/model/space';
import { summarizePlans } from '../../src/lib/model/summarize-plans';
import { staffNameEntrySchema } from '../../src/lib/model/staff-name';
import { staffMemberSchema } from '../../src/lib/model/staff-member';
import { viewingRequestSchema } from '../../src/lib/model/viewing-request';
import { withAssetSearchDocuments } from './asset-search-documents';
import { demoAssetReadings } from './data/asset-readings';
import { demoAssets } from './data/assets';
import { demoBrands } from './data/brands';
import { demoBillingSettings, numberDemoMembers } from './data/payment';
import { billingSettingsSchema, customerNumbersSchema } from '../../src/lib/model/billing-settings';
import { demoDevices } from './data/devices';
import { demoFaqs } from './data/faqs';
import { demoBrandNotices, demoSiteNotices } from './data/notices';
import {
  demoApplicationCounters,
  demoApplicationReferences,
  demoApplications,
  demoBills,
  demoMembers,
  demoSpaces,
} from './data/occupancy';
import { demoBrandPages, demoTermsVersions } from './data/pages';
import { demoContacts, demoViewingRequests } from './data/requests';
import { demoRouteRules } from './data/route-rules';
import { demoSitePages } from './data/site-pages';
import { demoStaff } from './data/staff';

/** Which collection a document belongs to, named as in docs/data-model.md. */
export type DemoCollection =
  | 'brands'
  | 'pages'
  | 'termsVersions'
  | 'brandFaqs'
  | 'brandNotices'
  | 'assets'
  | 'spaces'
  | 'members'
  | 'applications'
  | 'applicationReferences'
  | 'applicationCounters'
  | 'contacts'
  | 'viewingRequests'
  | 'bills'
  | 'notices'
  | 'faqs'
  | 'site'
  | 'devices'
  | 'routeRules'
  | 'assetSearch'
  | 'staff'
  | 'staffNames'
  | 'billingSettings'
  | 'customerNumbers';

export interface DemoDocument {
  collection: DemoCollection;
  /** Full document path, e.g. brands/sorakura/assets/SK-101 */
  path: string;
  /** The model's zod schema for this collection; the seeder validates against it before writing. */
  schema: z.ZodMiniType;
  /** The document in model form (Date for timestamps, { latitude, longitude } for GeoPoints). */
  data: object;
}

/** Every demo document, in write order (parents first). */
export function demoDocuments(): DemoDocument[] {
  for (const b of demoBrands) {
    const id = brandIdSchema.safeParse(b.id);
    if (!id.success)
      throw new Error(
        `demo brand id "${b.id}" is invalid: ${id.error.issues.map((i) => i.message).join(', ')}`,
      );
  }
  const spacesOf = new Map<string, (typeof demoSpaces)[number]['data'][]>();
  for (const s of demoSpaces) {
    const key = p.asset(s.brandId, s.assetId);
    spacesOf.set(key, [...(spacesOf.get(key) ?? []), s.data]);
  }
  const numbered = numberDemoMembers(demoMembers);
  const doc = (
    collection: DemoCollection,
    path: string,
    schema: z.ZodMiniType,
    data: object,
  ): DemoDocument => ({
    collection,
    path,
    schema,
    data,
  });
  return withAssetSearchDocuments([
    ...demoBrands.map((b) => doc('brands', p.brand(b.id), brandSchema, b.data)),
    ...demoBrandPages.map((x) =>
      doc('pages', p.brandPage(x.brandId, x.id), brandPageSchema, x.data),
    ),
    ...demoTermsVersions.map((x) =>
      doc(
        'termsVersions',
        p.brandPageVersion(x.brandId, 'terms', x.data.version),
        brandPageSchema,
        x.data,
      ),
    ),
    ...demoFaqs.map((x) =>
      x.brandId === null
        ? doc('faqs', p.faq(x.id), faqSchema, x.data)
        : doc('brandFaqs', p.brandFaq(x.brandId, x.id), faqSchema, x.data),
    ),
    ...demoBrandNotices.map((x) =>
      doc('brandNotices', p.brandNotice(x.brandId ?? '', x.id), noticeSchema, x.data),
    ),
    ...demoSiteNotices.map((x) => doc('notices', p.notice(x.id), noticeSchema, x.data)),
    ...demoAssets.map((x) => {
      const path = p.asset(x.brandId, x.id);
      const plans = summarizePlans(spacesOf.get(path) ?? []);
      const readings = demoAssetReadings[x.id];
      return doc('assets', path, assetSchema, {
        ...x.data,
        ...(readings ? { readings } : {}),
        plans,
        lastSpaceMove: null,
      });
    }),
    ...demoSpaces.map((x) =>
      doc('spaces', p.space(x.brandId, x.assetId, x.id), spaceSchema, x.data),
    ),
    ...numbered.members.map((x) =>
      doc('members', p.member(x.brandId, x.id), memberSchema, {
        ...x.data,
        search: memberSearchKeys(x.data),
      }),
    ),
    ...demoApplications.map((x) =>
      doc('applications', p.application(x.brandId, x.id), applicationSchema, x.data),
    ),
    ...demoApplicationReferences.map((x) =>
      doc(
        'applicationReferences',
        p.applicationReference(x.brandId, x.id),
        applicationReferenceRecordSchema,
        x.data,
      ),
    ),
    ...demoApplicationCounters.map((x) =>
      doc(
        'applicationCounters',
        p.applicationCounter(x.brandId, x.id),
        applicationCounterSchema,
        x.data,
      ),
    ),
    ...demoBills.map((x) => doc('bills', p.bill(x.brandId, x.id), billSchema, x.data)),
    ...demoContacts.map((x) => doc('contacts', p.contact(x.brandId, x.id), contactSchema, x.data)),
    ...demoViewingRequests.map((x) =>
      doc('viewingRequests', p.viewingRequest(x.brandId, x.id), viewingRequestSchema, x.data),
    ),
    ...demoSitePages.map((x) => doc('site', p.sitePage(x.id), sitePageSchema, x.data)),
    ...demoDevices.map((x) => doc('devices', p.device(x.id), deviceSchema, x.data)),
    ...demoRouteRules.map((x) => doc('routeRules', p.routeRule(x.id), routeRuleSchema, x.data)),
    ...demoStaff.map((x) => doc('staff', p.staffMember(x.id), staffMemberSchema, x.data)),
    ...demoStaff.map((x) =>
      doc('staffNames', p.staffName(x.id), staffNameEntrySchema, { name: x.data.name }),
    ),
    ...demoBillingSettings.map((x) =>
      doc('billingSettings', p.billingSettings(x.brandId), billingSettingsSchema, x.data),
    ),
    ...numbered.counters.map((x) =>
      doc('customerNumbers', p.customerNumbers(x.brandId), customerNumbersSchema, x.data),
    ),
  ]);
}

import { publicCollectionPaths } from './public-collection-paths';

/**
 * Every Firestore path of the model, built in one place (the rules mirror these matches).
 * Segments are passed through as given: callers pass ids, never user-typed paths.
 */
export const collectionPaths = {
  ...publicCollectionPaths,
  brandPages: (brandId: string) => `brands/${brandId}/pages`,
  /** Every 版 of a brand page as it was saved (the 利用規約 an application agreed to). */
  brandPageVersion: (brandId: string, key: string, version: number) =>
    `brands/${brandId}/pages/${key}/versions/${version}`,
  brandFaq: (brandId: string, id: string) => `brands/${brandId}/faqs/${id}`,
  space: (brandId: string, assetId: string, spaceId: string) =>
    `brands/${brandId}/assets/${assetId}/spaces/${spaceId}`,
  members: (brandId: string) => `brands/${brandId}/members`,
  member: (brandId: string, uid: string) => `brands/${brandId}/members/${uid}`,
  applications: (brandId: string) => `brands/${brandId}/applications`,
  application: (brandId: string, id: string) => `brands/${brandId}/applications/${id}`,
  /** Which application holds a 受付番号 (application-reference.ts): one per brand, for good. */
  applicationReference: (brandId: string, reference: string) =>
    `brands/${brandId}/applicationReferences/${reference}`,
  applicationCounters: (brandId: string) => `brands/${brandId}/applicationCounters`,
  applicationCounter: (brandId: string, uid: string) =>
    `brands/${brandId}/applicationCounters/${uid}`,
  contacts: (brandId: string) => `brands/${brandId}/contacts`,
  contact: (brandId: string, id: string) => `brands/${brandId}/contacts/${id}`,
  viewingRequests: (brandId: string) => `brands/${brandId}/viewingRequests`,
  viewingRequest: (brandId: string, id: string) => `brands/${brandId}/viewingRequests/${id}`,
  bills: (brandId: string) => `brands/${brandId}/bills`,
  bill: (brandId: string, id: string) => `brands/${brandId}/bills/${id}`,
  billingSettings: (brandId: string) => `brands/${brandId}/settings/billing`,
  credits: (brandId: string) => `brands/${brandId}/credits`,
  credit: (brandId: string, uid: string) => `brands/${brandId}/credits/${uid}`,
  statementLines: (brandId: string) => `brands/${brandId}/statementLines`,
  statementLine: (brandId: string, id: string) => `brands/${brandId}/statementLines/${id}`,
  statementImports: (brandId: string) => `brands/${brandId}/statementImports`,
  /** the brand's mapped 入出金明細 layouts (the mapping step) */
  statementFormats: (brandId: string) => `brands/${brandId}/statementFormats`,
  statementFormat: (brandId: string, id: string) => `brands/${brandId}/statementFormats/${id}`,
  jobRuns: (brandId: string) => `brands/${brandId}/jobRuns`,
  /** the report screens' kept monthly figures (docs/reports.md) */
  reports: (brandId: string) => `brands/${brandId}/reports`,
  collectionSettings: (brandId: string) => `brands/${brandId}/settings/collection`,
  customerNumbers: (brandId: string) => `brands/${brandId}/settings/customerNumbers`,
  /** 口座振替 (docs/billing.md): the customers' accounts, the brand's settings, requests, results */
  debitAccounts: (brandId: string) => `brands/${brandId}/debitAccounts`,
  debitAccount: (brandId: string, uid: string) => `brands/${brandId}/debitAccounts/${uid}`,
  debitSettings: (brandId: string) => `brands/${brandId}/settings/debit`,
  debitRequests: (brandId: string) => `brands/${brandId}/debitRequests`,
  debitRequest: (brandId: string, id: string) => `brands/${brandId}/debitRequests/${id}`,
  debitItems: (brandId: string) => `brands/${brandId}/debitItems`,
  debitItem: (brandId: string, billId: string) => `brands/${brandId}/debitItems/${billId}`,
  debitImports: (brandId: string) => `brands/${brandId}/debitImports`,
  faq: (id: string) => `faqs/${id}`,
  sitePages: () => 'site',
  devices: () => 'devices',
  device: (id: string) => `devices/${id}`,
  routeRules: () => 'routeRules',
  routeRule: (id: string) => `routeRules/${id}`,
  adminGrants: () => 'adminGrants',
  adminGrant: (id: string) => `adminGrants/${id}`,
  assetSearches: () => 'assetSearch',
  assetSearch: (id: string) => `assetSearch/${id}`,
  /** the brand's 解約 rule (termination-rule.ts) */
  brandTerminationRule: (brandId: string) => `brands/${brandId}/settings/termination`,
  staffMembers: () => 'staff',
  staffMember: (uid: string) => `staff/${uid}`,
  staffNames: () => 'staffNames',
  staffName: (uid: string) => `staffNames/${uid}`,
  requestThread: (brandId: string, requests: 'contacts' | 'viewingRequests', id: string) =>
    `brands/${brandId}/${requests}/${id}/thread`,
  mailTemplates: (brandId: string) => `brands/${brandId}/mailTemplates`,
  mailTemplate: (brandId: string, kind: string) => `brands/${brandId}/mailTemplates/${kind}`,
  mail: () => 'mail',
  mailMessage: (id: string) => `mail/${id}`,
} as const;

/**
 * Every Firestore path of the model, built in one place (the rules mirror these matches).
 * Segments are passed through as given: callers pass ids, never user-typed paths.
 */
export const collectionPaths = {
  brands: () => 'brands',
  brand: (brandId: string) => `brands/${brandId}`,
  brandPages: (brandId: string) => `brands/${brandId}/pages`,
  brandPage: (brandId: string, key: string) => `brands/${brandId}/pages/${key}`,
  brandFaqs: (brandId: string) => `brands/${brandId}/faqs`,
  brandFaq: (brandId: string, id: string) => `brands/${brandId}/faqs/${id}`,
  brandNotices: (brandId: string) => `brands/${brandId}/notices`,
  brandNotice: (brandId: string, id: string) => `brands/${brandId}/notices/${id}`,
  assets: (brandId: string) => `brands/${brandId}/assets`,
  asset: (brandId: string, assetId: string) => `brands/${brandId}/assets/${assetId}`,
  spaces: (brandId: string, assetId: string) => `brands/${brandId}/assets/${assetId}/spaces`,
  space: (brandId: string, assetId: string, spaceId: string) =>
    `brands/${brandId}/assets/${assetId}/spaces/${spaceId}`,
  members: (brandId: string) => `brands/${brandId}/members`,
  member: (brandId: string, uid: string) => `brands/${brandId}/members/${uid}`,
  applications: (brandId: string) => `brands/${brandId}/applications`,
  application: (brandId: string, id: string) => `brands/${brandId}/applications/${id}`,
  applicationCounters: (brandId: string) => `brands/${brandId}/applicationCounters`,
  applicationCounter: (brandId: string, uid: string) =>
    `brands/${brandId}/applicationCounters/${uid}`,
  contacts: (brandId: string) => `brands/${brandId}/contacts`,
  contact: (brandId: string, id: string) => `brands/${brandId}/contacts/${id}`,
  viewingRequests: (brandId: string) => `brands/${brandId}/viewingRequests`,
  viewingRequest: (brandId: string, id: string) => `brands/${brandId}/viewingRequests/${id}`,
  bills: (brandId: string) => `brands/${brandId}/bills`,
  bill: (brandId: string, id: string) => `brands/${brandId}/bills/${id}`,
  notices: () => 'notices',
  notice: (id: string) => `notices/${id}`,
  faqs: () => 'faqs',
  faq: (id: string) => `faqs/${id}`,
  sitePages: () => 'site',
  sitePage: (key: string) => `site/${key}`,
  devices: () => 'devices',
  device: (id: string) => `devices/${id}`,
  routeRules: () => 'routeRules',
  routeRule: (id: string) => `routeRules/${id}`,
  adminGrants: () => 'adminGrants',
  adminGrant: (id: string) => `adminGrants/${id}`,
  /** the brand's 解約 rule (termination-rule.ts) */
  brandTerminationRule: (brandId: string) => `brands/${brandId}/settings/termination`,
} as const;

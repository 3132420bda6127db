import type { ScreenModule } from './route-table';

/**
 * The admin area's screen modules and data loaders. They are listed here, not in the route
 * table, so the entry chunk that every visitor downloads carries neither the admin chunks'
 * file names and preload lists nor the loaders' code: the first admin route fetches this small
 * module, then the screen's chunk and its loader's chunk side by side.
 */
const adminScreens = import.meta.glob<ScreenModule>([
  './routes/admin/**/*.tsx',
  '!./routes/admin/**/__tests__/**',
  // Pieces that several screens share (not screens themselves).
  '!./routes/admin/**/parts/**',
]);

/** The names (`admin/brand/home`) of every admin screen module. */
export const adminScreenNames = Object.keys(adminScreens).map((key) =>
  key.replace(/^\.\/routes\//, '').replace(/\.tsx$/, ''),
);

export function loadAdminScreen(name: string): Promise<ScreenModule> {
  const load = adminScreens[`./routes/${name}.tsx`];
  if (!load) throw new Error(`画面モジュールがありません: src/app/routes/${name}.tsx`);
  return load();
}

/** Every admin loader (src/app/loaders/admin/), by the name a route line gives `adminLoader`. */
export const adminLoaders = {
  dashboard: () => import('./loaders/admin/dashboard-loader').then((m) => m.adminDashboardLoader),
  deviceList: () =>
    import('./loaders/admin/device-list-loader').then((m) => m.adminDeviceListLoader),
  brands: () => import('./loaders/admin/brands-loader').then((m) => m.adminBrandsLoader),
  sitePage: () => import('./loaders/admin/site-page-loader').then((m) => m.adminSitePageLoader),
  notices: () => import('./loaders/admin/notices-loader').then((m) => m.adminNoticesLoader),
  faq: () => import('./loaders/admin/faq-loader').then((m) => m.adminFaqLoader),
  routeRules: () =>
    import('./loaders/admin/route-rules-loader').then((m) => m.adminRouteRulesLoader),
  brandHome: () => import('./loaders/admin/list-loaders').then((m) => m.adminBrandHomeLoader),
  brandPage: () => import('./loaders/admin/brand-page-loader').then((m) => m.adminBrandPageLoader),
  members: () => import('./loaders/admin/list-loaders').then((m) => m.adminMembersLoader),
  member: () => import('./loaders/admin/member-loader').then((m) => m.adminMemberLoader),
  assets: () => import('./loaders/admin/assets-loader').then((m) => m.adminAssetsLoader),
  billing: () => import('./loaders/admin/list-loaders').then((m) => m.adminBillingLoader),
  billingSettings: () =>
    import('./loaders/admin/billing-settings-loader').then((m) => m.adminBillingSettingsLoader),
  statementImport: () =>
    import('./loaders/admin/statement-import-loader').then((m) => m.adminStatementImportLoader),
  debit: () => import('./loaders/admin/debit-loader').then((m) => m.adminDebitLoader),
  memberInvoice: () =>
    import('./loaders/admin/member-invoice-loader').then((m) => m.adminMemberInvoiceLoader),
  contacts: () => import('./loaders/admin/list-loaders').then((m) => m.adminContactsLoader),
  viewingRequests: () =>
    import('./loaders/admin/list-loaders').then((m) => m.adminViewingRequestsLoader),
  asset: () => import('./loaders/admin/asset-loader').then((m) => m.adminAssetLoader),
  assetSpaces: () =>
    import('./loaders/admin/asset-spaces-loader').then((m) => m.adminAssetSpacesLoader),
  contact: () => import('./loaders/admin/contact-loader').then((m) => m.adminContactLoader),
  viewingRequest: () =>
    import('./loaders/admin/viewing-request-loader').then((m) => m.adminViewingRequestLoader),
  brandFaq: () => import('./loaders/admin/brand-faq-loader').then((m) => m.adminBrandFaqLoader),
  brandNotices: () =>
    import('./loaders/admin/brand-notices-loader').then((m) => m.adminBrandNoticesLoader),
  audit: () => import('./loaders/admin/list-loaders').then((m) => m.adminAuditLoader),
  brandMails: () => import('./loaders/admin/list-loaders').then((m) => m.adminBrandMailsLoader),
  reports: () => import('./loaders/admin/reports-loader').then((m) => m.adminReportsLoader),
};

export type AdminLoaders = typeof adminLoaders;

/**
 * First path segments that belong to the site itself, so they can never be a brand id:
 * otherwise `/admin/foo` would be read as brand "admin", and a brand could shadow `/news`.
 */
export const reservedFirstSegments: ReadonlySet<string> = new Set([
  'admin',
  'brand',
  'news',
  'faq',
  'builds',
  'api',
  'assets',
]);

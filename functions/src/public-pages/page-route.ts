import { brandIdPattern } from './brand-id-pattern.js';
import { reservedFirstSegments } from './reserved-first-segments.js';

/** A brand's fixed pages (their route lines in src/app/route-table.ts, family `brand/page`). */
export const brandPageKeys = [
  'flow',
  'terms',
  'privacy-policy',
  'company-overview',
  'transaction',
] as const;
export type BrandPageKey = (typeof brandPageKeys)[number];

/**
 * What an address is, as the SPA's route table decides it (src/app/route-table.ts): the public
 * pages the function renders with their own head and top, the app's other pages (sign-in,
 * forms, my unit: the plain app after the brand has been checked), and addresses the app
 * answers with its 404 page (a malformed id, a path no route has).
 */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'notices' }
  | { kind: 'notice'; noticeId: string }
  | { kind: 'faq' }
  | { kind: 'brand-home'; brandId: string }
  | { kind: 'brand-list'; brandId: string }
  | { kind: 'brand-page'; brandId: string; pageKey: BrandPageKey }
  | { kind: 'brand-faq'; brandId: string }
  | { kind: 'brand-notices'; brandId: string }
  | { kind: 'brand-notice'; brandId: string; noticeId: string }
  | { kind: 'brand-sitemap'; brandId: string }
  | { kind: 'brand-contact'; brandId: string }
  | { kind: 'brand-viewing-request'; brandId: string }
  | { kind: 'asset'; brandId: string; assetId: string; permalink: boolean }
  | { kind: 'brand-app'; brandId: string }
  | { kind: 'not-found' };

const documentIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

const isBrandId = (value: string): boolean =>
  brandIdPattern.test(value) && !reservedFirstSegments.has(value);
const isDocumentId = (value: string): boolean => documentIdPattern.test(value);

/** Sub-pages of a brand that are the app's own (forms, sign-in, my unit): no head of their own. */
const appPages = new Set([
  'login',
  'login/reset',
  'login/reset-success',
  'contact/thanks',
  'preview/thanks',
  'myunit',
]);

/** The route of a path as Hosting hands it over (percent-encoded, one trailing slash allowed). */
export function pageRouteOf(rawPath: string): PageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  let segments: string[];
  try {
    segments = path
      .split('/')
      .slice(1)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { kind: 'not-found' };
  }
  const [first = '', second, third, fourth, fifth] = segments;
  const rest = segments.slice(1).join('/');
  if (path === '/') return { kind: 'home' };
  if (first === 'faq' && segments.length === 1) return { kind: 'faq' };
  if (first === 'news') {
    if (segments.length === 1) return { kind: 'notices' };
    if (segments.length === 2 && second && isDocumentId(second))
      return { kind: 'notice', noticeId: second };
    return { kind: 'not-found' };
  }
  if (first === 'brand') {
    if (segments.length === 4 && third === 'asset' && second && fourth) {
      return isBrandId(second) && isDocumentId(fourth)
        ? { kind: 'asset', brandId: second, assetId: fourth, permalink: true }
        : { kind: 'not-found' };
    }
    return { kind: 'not-found' };
  }
  if (!isBrandId(first)) return { kind: 'not-found' };
  const brandId = first;
  if (segments.length === 1) return { kind: 'brand-home', brandId };
  if (appPages.has(rest)) return { kind: 'brand-app', brandId };
  if (segments.length === 2 && second) {
    if (second === 'list') return { kind: 'brand-list', brandId };
    if ((brandPageKeys as readonly string[]).includes(second))
      return { kind: 'brand-page', brandId, pageKey: second as BrandPageKey };
    if (second === 'faq') return { kind: 'brand-faq', brandId };
    if (second === 'info') return { kind: 'brand-notices', brandId };
    if (second === 'sitemap') return { kind: 'brand-sitemap', brandId };
    if (second === 'contact') return { kind: 'brand-contact', brandId };
    if (second === 'preview') return { kind: 'brand-viewing-request', brandId };
    if (isDocumentId(second)) return { kind: 'asset', brandId, assetId: second, permalink: false };
    return { kind: 'not-found' };
  }
  if (segments.length === 3 && second === 'info' && third) {
    return isDocumentId(third)
      ? { kind: 'brand-notice', brandId, noticeId: third }
      : { kind: 'not-found' };
  }
  // The application pages: /:b/detail/:a/application, /:b/:a/:s/application[/cancel|/thanks],
  // and my unit's invoice /:b/myunit/bills/:billId/invoice.
  const ids = (...values: Array<string | undefined>) =>
    values.every((value) => value !== undefined && isDocumentId(value));
  if (segments.length === 4 && second === 'detail' && fourth === 'application' && ids(third))
    return { kind: 'brand-app', brandId };
  if (segments.length >= 4 && fourth === 'application' && ids(second, third)) {
    if (segments.length === 4) return { kind: 'brand-app', brandId };
    if (segments.length === 5 && (fifth === 'cancel' || fifth === 'thanks'))
      return { kind: 'brand-app', brandId };
  }
  if (
    segments.length === 5 &&
    second === 'myunit' &&
    third === 'bills' &&
    fifth === 'invoice' &&
    ids(fourth)
  )
    return { kind: 'brand-app', brandId };
  return { kind: 'not-found' };
}

import type { PublicBrandPageKey } from '@/features/content/brand-page-display';
import type { BrandPageKey } from '@/lib/model/brand-page';
import type { SitePageKey } from '@/lib/model/site-page';

/*
 * What a family screen (one module serving several routes) reads from its route line: the
 * route table passes it with `family(...)`, the line's loader gets it as its second argument
 * and the screen reads it with `useRouteProps()`. Types only, so the entry carries nothing.
 */

/** A brand's public fixed page (`brand/page`): which page document to show. */
export type BrandPageProps = { pageKey: PublicBrandPageKey };

/** A brand page editor (`admin/brand/page-editor`): which page document staff edit. */
export type BrandPageEditorProps = {
  pageKey: Exclude<BrandPageKey, 'flow'>;
};

/** An operator's site page editor (`admin/site-page-editor`, `/admin/js/*`). */
export type SitePageEditorProps = { pageKey: SitePageKey };

/** The 監査ログ (`admin/audit`): every log (operator-wide staff) or the route's brand's. */
export type AuditScreenProps = { scope: 'all' | 'brand' };

/** Every family screen's props. */
export type RouteProps =
  BrandPageProps | BrandPageEditorProps | SitePageEditorProps | AuditScreenProps;

/**
 * The style sheets of the four pages visitors land on from search and ads (`/`, a brand's home,
 * its list, an asset), in the entry's one style sheet. Fetched beside the entry they were three
 * to five more requests per first visit, each a round trip over a phone's six connections while
 * the entry itself was still loading; together they add ≈ 6 KB gzip to a sheet every page loads
 * anyway (docs/ARCHITECTURE.md, "What waits for the largest paint"). The modules still import
 * their own sheets; a sheet imported here is not emitted a second time with their chunks.
 */
import '@/components/layouts/skip-link.css';
import '@/components/layouts/layout-frame.css';
import '@/components/layouts/nav-list.css';
import '@/app/layouts/layouts.css';
import '@/components/page/page.css';
import '@/components/ui/skeleton.css';
import '@/components/ui/section-boundary.css';
import '@/features/content/components/home-section.css';
import '@/features/content/components/site-page-section.css';
import '@/features/content/components/brand-directory.css';
import '@/features/content/components/notice-list.css';
import '@/features/search/components/asset-search.css';
import '@/features/assets/components/asset-card.css';
import '@/app/routes/brand/home.css';
import '@/features/assets/components/list-filter-form.css';
import '@/features/assets/components/pagination.css';
import '@/app/routes/brand/list.css';
import '@/features/assets/components/asset-gallery.css';
import '@/features/assets/components/asset-facts.css';
import '@/features/assets/components/space-table.css';
import '@/app/routes/brand/asset.css';
// The 404 page: the publicPage function pre-renders it for an unknown brand, asset or お知らせ.
import '@/components/errors/errors.css';

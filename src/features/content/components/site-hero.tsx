import { site } from '@/config/site';
import './site-hero.css';

/**
 * The top of the home page: the site's name and what it offers. The page's `<h1>` (ホーム)
 * stays for screen readers and the document outline; this band is what a visitor sees first.
 */
export function SiteHero() {
  return (
    <div className="site-hero">
      <p className="site-hero__name">{site.name}</p>
      <p className="site-hero__tagline">{site.tagline}</p>
    </div>
  );
}

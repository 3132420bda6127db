import { Link } from 'react-router';
import { StorageImage } from '@/components/ui/storage-image';
import { paths } from '@/config/paths';
import type { Brand } from '@/lib/model/brand';
import { brandKindLabels } from '@/lib/model/brand';
import './brand-directory.css';

export type BrandDirectoryProps = {
  /** The published brands in display order, each with its id (the first URL segment). */
  brands: readonly (Pick<Brand, 'name' | 'kind' | 'tagline' | 'logoPath'> & { id: string })[];
};

/** The brands of the site as cards, each leading to the brand's top page. */
export function BrandDirectory({ brands }: BrandDirectoryProps) {
  if (brands.length === 0) {
    return <p className="brand-directory__empty">現在ご案内できるブランドはありません。</p>;
  }
  return (
    <ul className="brand-directory">
      {brands.map((brand) => (
        <li key={brand.id} className="brand-card">
          {brand.logoPath ? (
            <StorageImage
              path={brand.logoPath}
              alt=""
              width={256}
              height={256}
              sizes="4.5rem"
              className="brand-card__logo"
            />
          ) : (
            <span className="brand-card__logo brand-card__logo--none" aria-hidden="true">
              {brand.name.slice(0, 1)}
            </span>
          )}
          <div className="brand-card__body">
            <h3 className="brand-card__name">
              {/* The link covers the whole card (::after); its name is the brand's. */}
              <Link className="brand-card__link" to={paths.brand.home.href(brand.id)}>
                {brand.name}
              </Link>
            </h3>
            <p className="brand-card__kind">{brandKindLabels[brand.kind]}</p>
            {brand.tagline ? <p className="brand-card__tagline">{brand.tagline}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

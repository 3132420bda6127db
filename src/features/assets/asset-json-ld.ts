import type { Asset } from '@/lib/model/asset';
import type { Brand } from '@/lib/model/brand';

/**
 * schema.org data for an asset page: a SelfStorage (trunk rooms, containers) or a
 * LocalBusiness (bike garages, parking) with its address, position, phone and photo.
 */
export function assetJsonLd(options: {
  brand: Brand;
  asset: Asset;
  url: string;
  imageUrl: string | null;
}): Record<string, unknown> {
  const { brand, asset, url, imageUrl } = options;
  const selfStorage = brand.kind === 'trunk-room' || brand.kind === 'container';
  return {
    '@context': 'https://schema.org',
    '@type': selfStorage ? 'SelfStorage' : 'LocalBusiness',
    name: asset.name,
    description: asset.description || undefined,
    url,
    image: imageUrl ?? undefined,
    telephone: brand.contact.phone,
    brand: { '@type': 'Brand', name: brand.name },
    address: {
      '@type': 'PostalAddress',
      postalCode: asset.postalCode,
      addressRegion: asset.prefecture,
      addressLocality: asset.city,
      streetAddress: [asset.addressLine, asset.building].filter(Boolean).join(' '),
      addressCountry: 'JP',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: asset.location.latitude,
      longitude: asset.location.longitude,
    },
  };
}

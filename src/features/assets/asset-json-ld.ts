/**
 * schema.org data for an asset page (its HTML from the server render carries it in the head, for
 * crawlers and link previews; the asset screen sets it too): a SelfStorage (trunk rooms,
 * containers) or a LocalBusiness (bike garages, parking) with its address, position, phone,
 * photo, opening hours when the asset says it is open all day, and its plans as Offers at their
 * monthly, tax-included prices; and the page's breadcrumbs as a BreadcrumbList.
 */
import { spaceTypeLabels } from '@/lib/model/space';

const spaceTypeNames: Readonly<Record<string, string>> = spaceTypeLabels;

export type JsonLdPlan = { type: string; monthlyFee: number; areaM2: number; available: number };

export type AssetJsonLdInput = {
  brand: { name: string; kind: string; contact: { phone: string } };
  asset: {
    name: string;
    description: string;
    postalCode: string;
    prefecture: string;
    city: string;
    addressLine: string;
    building?: string | null | undefined;
    location: { latitude: number; longitude: number } | null;
    features: readonly string[];
    /** The asset's plans (its record of plans, or a list of them). */
    plans: Readonly<Record<string, JsonLdPlan>> | readonly JsonLdPlan[];
  };
  /** The page's canonical address. */
  url: string;
  /** The first photo's absolute address. */
  imageUrl: string | null;
  /** The breadcrumbs the page shows, absolute addresses (the last one is the page itself). */
  breadcrumbs: ReadonlyArray<{ name: string; url: string }>;
};

const everyDay = [
  'https://schema.org/Monday',
  'https://schema.org/Tuesday',
  'https://schema.org/Wednesday',
  'https://schema.org/Thursday',
  'https://schema.org/Friday',
  'https://schema.org/Saturday',
  'https://schema.org/Sunday',
];

/** 24時間利用可 and the like: the asset is open around the clock. */
const openAllDay = (features: readonly string[]) => features.some((f) => /24\s*時間/.test(f));

function offerOf(plan: JsonLdPlan): Record<string, unknown> {
  const area = Math.round(plan.areaM2 * 100) / 100;
  return {
    '@type': 'Offer',
    name: `${spaceTypeNames[plan.type] ?? plan.type} ${area}m²（月額・税込）`,
    price: plan.monthlyFee,
    priceCurrency: 'JPY',
    availability: plan.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: plan.monthlyFee,
      priceCurrency: 'JPY',
      unitCode: 'MON',
      valueAddedTaxIncluded: true,
    },
  };
}

/** The breadcrumbs a page shows, as schema.org reads them. */
export function breadcrumbListJsonLd(items: AssetJsonLdInput['breadcrumbs']) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function assetJsonLd({ brand, asset, url, imageUrl, breadcrumbs }: AssetJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@graph': [assetBusiness({ brand, asset, url, imageUrl }), breadcrumbListJsonLd(breadcrumbs)],
  };
}

function assetBusiness({ brand, asset, url, imageUrl }: Omit<AssetJsonLdInput, 'breadcrumbs'>) {
  const selfStorage = brand.kind === 'trunk-room' || brand.kind === 'container';
  const plans = (Object.values(asset.plans) as JsonLdPlan[])
    .slice()
    .sort((a, b) => a.monthlyFee - b.monthlyFee || a.areaM2 - b.areaM2);
  return {
    '@type': selfStorage ? 'SelfStorage' : 'LocalBusiness',
    name: asset.name,
    description: asset.description || undefined,
    url,
    image: imageUrl ?? undefined,
    telephone: brand.contact.phone || undefined,
    brand: { '@type': 'Brand', name: brand.name },
    address: {
      '@type': 'PostalAddress',
      postalCode: asset.postalCode,
      addressRegion: asset.prefecture,
      addressLocality: asset.city,
      streetAddress: [asset.addressLine, asset.building].filter(Boolean).join(' '),
      addressCountry: 'JP',
    },
    geo: asset.location
      ? {
          '@type': 'GeoCoordinates',
          latitude: asset.location.latitude,
          longitude: asset.location.longitude,
        }
      : undefined,
    openingHoursSpecification: openAllDay(asset.features)
      ? {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: everyDay,
          opens: '00:00',
          closes: '23:59',
        }
      : undefined,
    makesOffer: plans.length > 0 ? plans.map(offerOf) : undefined,
  };
}

import type { Brand } from '@/lib/model/brand';
import type { BrandPage } from '@/lib/model/brand-page';

const at = new Date('2026-04-01T01:00:00Z');

/** A published brand as the converters return it, for screen tests without Firestore. */
export function brandFixture(overrides: Partial<Brand> = {}): Brand {
  return {
    name: 'アクメ倉庫',
    kind: 'trunk-room',
    tagline: '駅チカのトランクルーム',
    description: '都内の駅から近いトランクルームです。',
    logoPath: null,
    heroPath: null,
    themeColor: '#1f6feb',
    contact: { email: 'info@acme.example.com', phone: '050-3000-0000', hours: '平日 10:00〜18:00' },
    published: true,
    sortOrder: 1,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** A brand page (利用規約, ご利用の流れ…) as the converters return it. */
export function brandPageFixture(overrides: Partial<BrandPage> = {}): BrandPage {
  return {
    title: 'ページ',
    body: '## 見出し\n\n本文です。',
    version: 1,
    updatedAt: at,
    ...overrides,
  };
}

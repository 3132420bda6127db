import type { Asset } from '@/lib/model/asset';

/** An asset as the admin screens read it (published, two plans, two photos). */
export function assetFixture(overrides: Partial<Asset> = {}): Asset {
  return {
    assetNumber: 'SK-101',
    name: 'ソラクラ 三軒茶屋',
    description: '三軒茶屋駅から徒歩6分の屋内型トランクルームです。',
    postalCode: '154-0024',
    prefecture: '東京都',
    city: '世田谷区',
    addressLine: '三軒茶屋二丁目14番8号',
    location: { latitude: 35.6431, longitude: 139.6687 },
    stations: [{ line: '東急田園都市線', station: '三軒茶屋', walkMinutes: 6 }],
    features: ['24時間利用可', '空調完備'],
    imagePaths: [
      'brands/sorakura/assets/SK-101/photo-1.png',
      'brands/sorakura/assets/SK-101/photo-2.png',
    ],
    layoutImagePath: null,
    published: true,
    plans: {
      indoor_5500_90x120: {
        type: 'indoor',
        monthlyFee: 5500,
        areaM2: 1.08,
        total: 4,
        available: 1,
      },
      indoor_9900_150x180: {
        type: 'indoor',
        monthlyFee: 9900,
        areaM2: 2.7,
        total: 2,
        available: 2,
      },
    },
    lastSpaceMove: null,
    createdAt: new Date('2025-04-01T00:00:00Z'),
    updatedAt: new Date('2025-04-01T00:00:00Z'),
    ...overrides,
  };
}

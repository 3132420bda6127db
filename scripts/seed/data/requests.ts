import type { Contact, ContactCategory } from '../../../src/lib/model/contact';
import type { RequestStatus } from '../../../src/lib/model/request-status';
import type { TimeSlot, ViewingRequest } from '../../../src/lib/model/viewing-request';
import { demoAssets } from './assets';
import { demoAutoId } from './demo-auto-id';
import { addDays, at, demoToday } from './demo-clock';
import { demoMembersPool, demoUser } from './people';
import { demoSpaces } from './occupancy';

export interface DemoContact {
  brandId: string;
  id: string;
  data: Contact;
}
export interface DemoViewingRequest {
  brandId: string;
  id: string;
  data: ViewingRequest;
}

type ContactRow = [
  category: ContactCategory,
  message: string,
  status: RequestStatus,
  daysAgo: number,
];

const contactRows: Record<string, ContactRow[]> = {
  sorakura: [
    [
      'space',
      '三軒茶屋店の1.5畳の区画に、幅120cmの衣装ケースは入りますか？扉の開口部の寸法を教えてください。',
      'new',
      1,
    ],
    [
      'contract',
      '来月末で解約したいのですが、手続きの方法を教えてください。荷物の搬出は月末の土曜日を予定しています。',
      'in_progress',
      4,
    ],
    ['billing', '10月分の請求額が先月と違うようです。内訳を確認していただけますか。', 'done', 20],
    [
      'general',
      '法人名義での契約は可能でしょうか。書類の保管に2畳ほどの区画を探しています。',
      'done',
      35,
    ],
    ['other', '店舗の入口の照明が一つ切れていました。夜間は少し暗く感じます。', 'new', 0],
  ],
  'moto-garage': [
    ['space', 'ハーレーのツーリングモデル（全長2,450mm）はワイド区画に入りますか？', 'new', 2],
    ['contract', '車両を乗り換えたので、登録している車両情報を変更したいです。', 'in_progress', 6],
    ['general', '区画のコンセントの容量は何アンペアですか？', 'done', 15],
  ],
  'box-yard': [
    [
      'space',
      '40フィートコンテナを2基、隣り合わせで借りることはできますか？建設資材の保管に使う予定です。',
      'new',
      3,
    ],
    ['billing', '請求書払いに切り替えたいのですが、可能でしょうか。', 'in_progress', 9],
    ['general', 'ヤードの門扉は何時に施錠されますか？', 'done', 40],
  ],
};

type ViewingRow = [
  assetId: string,
  message: string | undefined,
  status: RequestStatus,
  daysAgo: number,
  slots: [number, TimeSlot][],
];

const viewingRows: Record<string, ViewingRow[]> = {
  sorakura: [
    [
      'SK-101',
      '2畳の区画を見たいです。車で伺います。',
      'new',
      1,
      [
        [3, 'morning'],
        [4, 'afternoon'],
        [8, 'evening'],
      ],
    ],
    ['SK-102', undefined, 'in_progress', 3, [[2, 'afternoon']]],
    [
      'SK-106',
      '妻と二人で伺います。',
      'done',
      12,
      [
        [-5, 'morning'],
        [-4, 'morning'],
      ],
    ],
  ],
  'moto-garage': [
    [
      'MG-203',
      'ワイド区画の高さを実際に確認したいです。',
      'new',
      2,
      [
        [5, 'evening'],
        [6, 'evening'],
      ],
    ],
    ['MG-201', undefined, 'done', 18, [[-10, 'afternoon']]],
  ],
  'box-yard': [
    [
      'BY-303',
      'トラックの進入経路も確認させてください。',
      'in_progress',
      5,
      [
        [4, 'morning'],
        [7, 'morning'],
        [11, 'afternoon'],
      ],
    ],
    ['BY-301', undefined, 'new', 0, [[6, 'afternoon']]],
  ],
};

/**
 * When a request came in: `daysAgo` whole days before the demo's yesterday (so never later than
 * now, whatever the hour the demo is seeded at: a newer one made by a test stays the newest).
 */
function when(daysAgo: number, n: number): Date {
  return at(
    `${addDays(demoToday, -daysAgo - 1)} ${String(9 + ((n * 3) % 10)).padStart(2, '0')}:${n % 2 ? '15' : '40'}`,
  );
}

let personIndex = 0;
function nextVisitor() {
  return demoMembersPool[(personIndex++ * 5 + 3) % demoMembersPool.length]!;
}

export const demoContacts: DemoContact[] = Object.entries(contactRows).flatMap(([brandId, rows]) =>
  rows.map(([category, message, status, daysAgo], i) => {
    // One of 佐藤さん's own enquiries (sent while signed in), the rest from other visitors.
    const signedIn = brandId === 'sorakura' && i === 1;
    const p = signedIn ? demoUser : nextVisitor();
    const created = when(daysAgo, i);
    return {
      brandId,
      id: demoAutoId(`contact/${brandId}/${i}`),
      data: {
        name: p.name,
        email: p.email,
        ...(i % 3 === 2 ? {} : { phone: p.phone }),
        category,
        message,
        ...(signedIn ? { uid: p.uid } : {}),
        status,
        // Staff noted how they are handling 佐藤さん's enquiry (対応メモ).
        ...(signedIn
          ? {
              staffNote:
                '11/17 電話で手続きを説明済み。解約のお申し出フォームからの入力待ち（担当: 田中）',
            }
          : {}),
        createdAt: created,
        updatedAt: status === 'new' ? created : new Date(created.getTime() + 2 * 3_600_000),
      },
    };
  }),
);

export const demoViewingRequests: DemoViewingRequest[] = Object.entries(viewingRows).flatMap(
  ([brandId, rows]) =>
    rows.map(([assetId, message, status, daysAgo, slots], i) => {
      if (!demoAssets.some((a) => a.brandId === brandId && a.id === assetId)) {
        throw new Error(`requests: viewing request for unknown asset ${brandId}/${assetId}`);
      }
      const p = nextVisitor();
      const created = when(daysAgo, i);
      const space =
        i === 0
          ? demoSpaces.find(
              (s) =>
                s.brandId === brandId && s.assetId === assetId && s.data.status === 'available',
            )
          : undefined;
      return {
        brandId,
        id: demoAutoId(`viewing-request/${brandId}/${i}`),
        data: {
          name: p.name,
          kana: p.kana,
          email: p.email,
          phone: p.phone,
          assetId,
          ...(space ? { spaceId: space.id } : {}),
          preferredSlots: slots.map(([inDays, timeSlot]) => ({
            date: addDays(demoToday, inDays),
            timeSlot,
          })),
          ...(message === undefined ? {} : { message }),
          status,
          createdAt: created,
          updatedAt: status === 'new' ? created : new Date(created.getTime() + 3 * 3_600_000),
        },
      };
    }),
);

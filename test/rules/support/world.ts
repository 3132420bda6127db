/**
 * The baseline world every rules test starts from (seeded without rules before each test):
 * one published brand with published and draft content, one unpublished brand, a user "alice"
 * who holds a reserved space through a submitted application, another user "bob", and staff.
 * Values are model values (Date, {latitude, longitude}); values.ts maps them for each SDK.
 */
import type { ApplicantFields } from '@/features/applications/api/apply-for-space';
import type { PlanDefiningFields } from '@/lib/model/plan-key-of';
import type { Plans } from '@/lib/model/plans';
import { assetSearchDocument } from '@/features/search/asset-search-document';
import { assetSchema } from '@/lib/model/asset';
import { spaceSchema } from '@/lib/model/space';
import { summarizePlans } from '@/lib/model/summarize-plans';
import { applicationSearchKeys } from '@/lib/model/application-search-keys';

export const uids = {
  alice: 'alice-uid',
  bob: 'bob-uid',
  carol: 'carol-uid',
  admin: 'staff-uid',
  /** brand staff of ids.brand (issue 29): isAdmin and `brands: ['sakura-storage']` */
  brandStaff: 'brand-staff-uid',
  /** brand staff of ids.hiddenBrand only: to ids.brand's data, like any other signed-in user */
  otherBrandStaff: 'other-brand-staff-uid',
} as const;

export const ids = {
  brand: 'sakura-storage',
  hiddenBrand: 'hidden-garage',
  asset: 'A-001',
  draftAsset: 'B-002',
  hiddenBrandAsset: 'C-003',
  freeSpace: 'S-101',
  reservedSpace: 'S-102',
  draftAssetSpace: 'H-201',
  hiddenBrandSpace: 'G-301',
  aliceApplication: 'AliceApplication0001',
  /** another customer's contract (staff-entered, no document) with a 解約のお申し出 */
  carolContract: 'CarolContract0000001',
  period: '2026-04',
} as const;

export const t0 = new Date('2026-04-01T00:00:00Z');
const stamps = () => ({ createdAt: t0, updatedAt: t0 });

export type DocData = Record<string, unknown>;

export function brand(published = true): DocData {
  return {
    name: 'さくらトランクルーム',
    kind: 'trunk-room',
    tagline: '駅近で24時間使えるトランクルーム',
    description: '都内を中心に屋内トランクルームを運営しています。',
    logoPath: 'brands/sakura-storage/logo.png',
    heroPath: null,
    themeColor: '#d94f70',
    contact: {
      email: 'info@sakura-storage.example.jp',
      phone: '03-1234-5678',
      hours: '平日 10:00〜18:00',
    },
    published,
    sortOrder: 1,
    ...stamps(),
  };
}

export function brandPage(version = 2): DocData {
  return { title: '利用規約', body: '# 第1条（目的）\n本規約は…', version, updatedAt: t0 };
}

export function faq(published = true): DocData {
  return {
    question: '解約はいつまでに連絡すればよいですか？',
    answer: '解約希望月の前月末日までにご連絡ください。',
    category: 'ご契約について',
    sortOrder: 1,
    published,
    ...stamps(),
  };
}

export function notice(published = true): DocData {
  return {
    title: '年末年始の営業について',
    body: '12月29日から1月3日まではお問い合わせ窓口をお休みします。',
    publishedAt: t0,
    published,
    ...stamps(),
  };
}

/** The plan of every baseline space (space() below): type, fee and size. */
export const planFields = {
  type: 'indoor',
  monthlyFee: 8800,
  size: { widthCm: 120, depthCm: 180 },
} as const satisfies PlanDefiningFields;
export const planKey = 'indoor_8800_120x180';

/** asset.plans of the given spaces (parsed with the model, so the fixture is a real space). */
export function plansOf(spaces: readonly DocData[]): Plans {
  return summarizePlans(spaces.map((s) => spaceSchema.parse(s)));
}

export function asset(assetNumber: string, published = true, plans: Plans = {}): DocData {
  return {
    assetNumber,
    name: 'さくらトランク 中野坂上',
    description: '中野坂上駅から徒歩3分。空調完備の屋内型です。',
    postalCode: '164-0011',
    prefecture: '東京都',
    city: '中野区',
    addressLine: '中央1-2-3',
    building: 'さくらビル1階',
    location: { latitude: 35.6975, longitude: 139.6827 },
    stations: [{ line: '東京メトロ丸ノ内線', station: '中野坂上', walkMinutes: 3 }],
    features: ['24時間利用可', '空調完備', '防犯カメラ'],
    imagePaths: ['brands/sakura-storage/assets/A-001/1.webp'],
    layoutImagePath: null,
    published,
    plans,
    lastSpaceMove: null,
    ...stamps(),
  };
}

export function space(
  holder:
    | { status: 'available' | 'unavailable' }
    | { status: 'reserved' | 'occupied'; uid: string; applicationId: string } = {
    status: 'available',
  },
): DocData {
  return {
    label: 'A-101',
    type: planFields.type,
    floor: 1,
    size: { ...planFields.size, heightCm: 220, areaM2: 2.16 },
    monthlyFee: planFields.monthlyFee,
    adminFee: 1100,
    initialCosts: { handlingFee: 5500, guaranteeFee: 4400, keyFee: 2200 },
    status: holder.status,
    reservedBy: 'uid' in holder ? holder.uid : null,
    applicationId: 'applicationId' in holder ? holder.applicationId : null,
    layout: { x: 10, y: 20, w: 5, h: 8 },
    ...stamps(),
  };
}

export function member(uid: string): DocData {
  return {
    uid,
    email: 'alice@example.jp',
    name: '山田 花子',
    kana: 'ヤマダ ハナコ',
    phone: '090-1234-5678',
    postalCode: '150-0001',
    prefecture: '東京都',
    city: '渋谷区',
    addressLine: '神宮前1-1-1',
    birthDate: '1990-05-05',
    search: {
      email: 'alice@example.jp',
      phone: '09012345678',
      name: '山田花子',
      kana: 'やまだはなこ',
    },
    ...stamps(),
  };
}

/** What alice types on the application form. */
export const applicant = {
  name: '山田 花子',
  kana: 'ヤマダ ハナコ',
  email: 'alice@example.jp',
  phone: '090-1234-5678',
  postalCode: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  addressLine: '神宮前1-1-1',
  birthDate: '1990-05-05',
  startDate: '2026-05-01',
} as const satisfies ApplicantFields;

/** The moves from submitted to each status, as the history records them. */
const pathTo: Record<string, readonly string[]> = {
  submitted: ['submitted'],
  approved: ['submitted', 'approved'],
  rejected: ['submitted', 'rejected'],
  cancelled: ['submitted', 'cancelled'],
  contracted: ['submitted', 'approved', 'contracted'],
  ended: ['submitted', 'approved', 'contracted', 'ended'],
};

/**
 * A stored history ending at `status`: made by `uid`, every later move by staff, an hour apart.
 * (Unknown statuses get the first entry only: the rules refuse those documents anyway.)
 */
export function historyFor(uid: string, status: string): DocData {
  const steps = pathTo[status] ?? ['submitted'];
  return Object.fromEntries(
    steps.map((to, i) => [
      String(i),
      {
        at: new Date(t0.getTime() + i * 3_600_000),
        by: i === 0 ? uid : uids.admin,
        from: i === 0 ? null : steps[i - 1],
        to,
      },
    ]),
  );
}

/** The identity document an applicant uploads for an application. */
export const identityDocumentOf = (uid: string, applicationId: string, ext = 'pdf') =>
  `users/${uid}/identity/${ids.brand}/${applicationId}.${ext}`;

export function application(
  uid: string,
  spaceId: string,
  status = 'submitted',
  applicationId: string = ids.aliceApplication,
): DocData {
  return {
    uid,
    assetId: ids.asset,
    spaceId,
    ...applicant,
    search: applicationSearchKeys(applicant),
    termsVersion: 2,
    status,
    identityDocumentPath: identityDocumentOf(uid, applicationId),
    history: historyFor(uid, status),
    terminationRequest: null,
    ...stamps(),
  };
}

/** A user's open-application counter (brands/{b}/applicationCounters/{uid}). */
export function applicationCounter(open: number, lastApplicationId: string | null): DocData {
  return { open, lastApplicationId, updatedAt: t0 };
}

export function contact(): DocData {
  return {
    name: '佐藤 一郎',
    email: 'sato@example.jp',
    category: 'space',
    message: '中野坂上の物件で、バイクが入る区画はありますか？',
    status: 'new',
    ...stamps(),
  };
}

export function viewingRequest(): DocData {
  return {
    name: '佐藤 一郎',
    kana: 'サトウ イチロウ',
    email: 'sato@example.jp',
    phone: '080-9876-5432',
    assetId: ids.asset,
    spaceId: ids.freeSpace,
    preferredSlots: [
      { date: '2026-05-10', timeSlot: 'morning' },
      { date: '2026-05-11', timeSlot: 'afternoon' },
    ],
    message: '土日希望です。',
    status: 'new',
    ...stamps(),
  };
}

/** An unpaid bill of alice's (2026年4月, 利用料 + 管理費), made by the admin. */
export function billing(uid: string): DocData {
  return {
    uid,
    applicationId: ids.aliceApplication,
    period: ids.period,
    description: '2026年4月分 利用料・管理費',
    lines: [
      { kind: 'rent', label: '利用料（4月分）', amount: 8800 },
      { kind: 'adminFee', label: '管理費（4月分）', amount: 1100 },
    ],
    amount: 9900,
    status: 'unpaid',
    dueDate: '2026-04-27',
    payments: {},
    paidAmount: 0,
    writeOff: null,
    cancelReason: null,
    history: { '0': { action: 'created', by: uids.admin, at: t0, amount: 9900, note: '' } },
    ...stamps(),
  };
}

/**
 * alice's April bill paid in full: one payment of the whole amount (bank transfer, recorded by
 * hand, nothing beyond the bill) and its history entry, an hour after the bill was made.
 */
export function paidBilling(uid: string): DocData {
  const paidAt = new Date(t0.getTime() + 3_600_000);
  const unpaid = billing(uid);
  return {
    ...unpaid,
    status: 'paid',
    payments: {
      '0': {
        amount: 9900,
        excess: 0,
        date: '2026-04-20',
        method: 'transfer',
        note: '',
        line: null,
        recordedBy: uids.admin,
        recordedAt: paidAt,
        reversal: null,
      },
    },
    paidAmount: 9900,
    history: {
      ...(unpaid['history'] as DocData),
      '1': {
        action: 'paid',
        by: uids.admin,
        at: paidAt,
        amount: 9900,
        note: '2026-04-20 銀行振込',
      },
    },
    updatedAt: paidAt,
  };
}

export function sitePage(): DocData {
  return { title: 'サービス紹介', body: '全国のレンタルスペースを一つのサイトで。', updatedAt: t0 };
}

export function device(): DocData {
  return {
    name: '中野坂上 正面入口スマートロック',
    kind: 'smart-lock',
    serialNumber: 'SL-2026-0001',
    brandId: ids.brand,
    assetId: ids.asset,
    spaceId: null,
    status: 'online',
    batteryLevel: 87,
    lastSeenAt: t0,
    note: '',
    ...stamps(),
  };
}

export function routeRule(): DocData {
  return { from: '/old-campaign', to: '/sakura-storage', status: 301, enabled: true, ...stamps() };
}

export function adminGrant(): DocData {
  return {
    action: 'grant',
    targetUid: 'new-admin',
    targetEmail: 'new-admin@example.com',
    actorUid: 'admin-1',
    actorEmail: 'admin@example.com',
    via: 'admin',
    createdAt: new Date('2026-04-01T01:00:00Z'),
  };
}

const b = `brands/${ids.brand}`;
const hb = `brands/${ids.hiddenBrand}`;

/** Paths of the baseline documents. */
export const paths = {
  brand: b,
  hiddenBrand: hb,
  terms: `${b}/pages/terms`,
  hiddenTerms: `${hb}/pages/terms`,
  faq: `${b}/faqs/faq-published`,
  draftFaq: `${b}/faqs/faq-draft`,
  info: `${b}/notices/info-published`,
  draftInfo: `${b}/notices/info-draft`,
  hiddenBrandInfo: `${hb}/notices/info-published`,
  asset: `${b}/assets/${ids.asset}`,
  draftAsset: `${b}/assets/${ids.draftAsset}`,
  hiddenBrandAsset: `${hb}/assets/${ids.hiddenBrandAsset}`,
  freeSpace: `${b}/assets/${ids.asset}/spaces/${ids.freeSpace}`,
  reservedSpace: `${b}/assets/${ids.asset}/spaces/${ids.reservedSpace}`,
  draftAssetSpace: `${b}/assets/${ids.draftAsset}/spaces/${ids.draftAssetSpace}`,
  hiddenBrandSpace: `${hb}/assets/${ids.hiddenBrandAsset}/spaces/${ids.hiddenBrandSpace}`,
  aliceMember: `${b}/members/${uids.alice}`,
  aliceApplication: `${b}/applications/${ids.aliceApplication}`,
  carolContract: `${b}/applications/${ids.carolContract}`,
  aliceCounter: `${b}/applicationCounters/${uids.alice}`,
  bobCounter: `${b}/applicationCounters/${uids.bob}`,
  contact: `${b}/contacts/contact-1`,
  viewingRequest: `${b}/viewingRequests/viewing-1`,
  aliceBilling: `${b}/bills/${ids.aliceApplication}_${ids.period}`,
  news: 'notices/news-published',
  draftNews: 'notices/news-draft',
  siteFaq: 'faqs/faq-published',
  draftSiteFaq: 'faqs/faq-draft',
  sitePage: 'site/introduction',
  device: 'devices/device-1',
  routeRule: 'routeRules/rule-1',
  adminGrant: 'adminGrants/grant-1',
  assetSearch: `assetSearch/${ids.brand}_${ids.asset}`,
  draftAssetSearch: `assetSearch/${ids.brand}_${ids.draftAsset}`,
  hiddenBrandAssetSearch: `assetSearch/${ids.hiddenBrand}_${ids.hiddenBrandAsset}`,
} as const;

/** An asset's search document as the staff writes make it (searchable when `visible`). */
export function assetSearch(brandId: string, assetNumber: string, visible: boolean): DocData {
  const source = assetSchema.parse(asset(assetNumber, visible));
  return { ...assetSearchDocument(brandId, source, visible), updatedAt: t0 };
}

/** Every baseline document, path → data. */
/**
 * The staff directory entries grantAdmin writes for the matrix's staff (issue 36: the rules
 * confirm a staff claim with the caller's active entry), and their names (staffNames).
 */
export function staffDirectory(): Record<string, DocData> {
  const entry = (name: string, brands: string[] | null) => ({
    name,
    email: `${name}@example.com`,
    active: true,
    brands,
    updatedAt: t0,
  });
  const entries: [string, DocData][] = [
    [uids.admin, entry('unei', null)],
    [uids.brandStaff, entry('sakura', [ids.brand])],
    [uids.otherBrandStaff, entry('hidden', [ids.hiddenBrand])],
  ];
  return Object.fromEntries(
    entries.flatMap(([uid, data]) => [
      [`staff/${uid}`, data],
      [`staffNames/${uid}`, { name: data['name'] }],
    ]),
  );
}

export function baseline(): Record<string, DocData> {
  const hiddenBrand = { ...brand(false), name: '非公開ガレージ', kind: 'bike-garage' };
  const freeSpace = space();
  const reservedSpace = space({
    status: 'reserved',
    uid: uids.alice,
    applicationId: ids.aliceApplication,
  });
  return {
    ...staffDirectory(),
    [paths.brand]: brand(true),
    [paths.hiddenBrand]: hiddenBrand,
    [paths.terms]: brandPage(2),
    [paths.hiddenTerms]: brandPage(1),
    [paths.faq]: faq(true),
    [paths.draftFaq]: faq(false),
    [paths.info]: notice(true),
    [paths.draftInfo]: notice(false),
    [paths.hiddenBrandInfo]: notice(true),
    [paths.asset]: asset(ids.asset, true, plansOf([freeSpace, reservedSpace])),
    [paths.draftAsset]: asset(ids.draftAsset, false, plansOf([space()])),
    [paths.hiddenBrandAsset]: asset(ids.hiddenBrandAsset, true, plansOf([space()])),
    [paths.freeSpace]: freeSpace,
    [paths.reservedSpace]: reservedSpace,
    [paths.draftAssetSpace]: space(),
    [paths.hiddenBrandSpace]: space(),
    [paths.aliceMember]: member(uids.alice),
    [paths.aliceApplication]: application(uids.alice, ids.reservedSpace),
    [paths.aliceCounter]: applicationCounter(1, ids.aliceApplication),
    [paths.carolContract]: {
      ...application(uids.carol, 'S-109', 'contracted', ids.carolContract),
      identityDocumentPath: null,
      terminationRequest: { endDate: '2026-06-30', requestedAt: t0 },
    },
    [paths.contact]: contact(),
    // Staff already noted something on it (対応メモ); new requests never carry one.
    [paths.viewingRequest]: { ...viewingRequest(), staffNote: '第1希望で調整中（担当: 田中）' },
    [paths.aliceBilling]: billing(uids.alice),
    [paths.news]: notice(true),
    [paths.draftNews]: notice(false),
    [paths.siteFaq]: faq(true),
    [paths.draftSiteFaq]: faq(false),
    [paths.sitePage]: sitePage(),
    [paths.device]: device(),
    [paths.routeRule]: routeRule(),
    [paths.adminGrant]: adminGrant(),
    [paths.assetSearch]: assetSearch(ids.brand, ids.asset, true),
    [paths.draftAssetSearch]: assetSearch(ids.brand, ids.draftAsset, false),
    // The asset is published but its brand is not: not searchable.
    [paths.hiddenBrandAssetSearch]: assetSearch(ids.hiddenBrand, ids.hiddenBrandAsset, false),
  };
}

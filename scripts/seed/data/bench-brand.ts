import { applicationSchema } from '../../../src/lib/model/application';
import type { Application } from '../../../src/lib/model/application';
import { assetSchema } from '../../../src/lib/model/asset';
import type { Asset } from '../../../src/lib/model/asset';
import { billSchema } from '#shared/model/bill.js';
import type { Bill } from '#shared/model/bill.js';
import { brandSchema } from '../../../src/lib/model/brand';
import type { Brand } from '../../../src/lib/model/brand';
import { collectionPaths as p } from '../../../src/lib/model/collection-paths';
import { memberSchema } from '../../../src/lib/model/member';
import type { Member } from '../../../src/lib/model/member';
import { applicationSearchKeys } from '../../../src/lib/model/application-search-keys';
import { memberSearchKeys } from '../../../src/lib/model/member-search-keys';
import type { DemoDocument } from '../demo-documents';
import { addDays, addMonths, at, demoPeriod, demoToday } from './demo-clock';
import { scaleBrandDocuments } from './scale-brand';

/**
 * Brand `bench` for the staff screens' benchmark (`npm run seed -- --bench`, `npm run
 * bench:staff`): 20,000 members, a contract each and 12 months of bills (240,000), on the 300
 * assets of the scale brand (their documents, not their spaces: contracts share the 12,000
 * spaces' ids, which no staff list reads). Unpublished, so no public page lists it. The same on
 * every call; never part of `npm start` or `npm test`.
 */
export const benchBrandId = 'bench';
export const benchMemberCount = 20_000;
export const benchMonths = 12;

const FAMILY = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['清水', 'シミズ'],
] as const;
const GIVEN = [
  ['花子', 'ハナコ'],
  ['一郎', 'イチロウ'],
  ['京子', 'キョウコ'],
  ['隆', 'タカシ'],
  ['美咲', 'ミサキ'],
  ['健太', 'ケンタ'],
  ['陽子', 'ヨウコ'],
  ['翔', 'ショウ'],
  ['由美', 'ユミ'],
  ['大輔', 'ダイスケ'],
  ['真由美', 'マユミ'],
  ['拓也', 'タクヤ'],
  ['直樹', 'ナオキ'],
] as const;

/** The i-th member's uid (bench-00001 …). */
export const benchUid = (i: number) => `bench-${String(i + 1).padStart(5, '0')}`;
/** The i-th member's お客様番号 (from 1001, as taken in order). */
export const benchCustomerNumber = (i: number) => 1001 + i;
/** The i-th member's phone number (090-2xxx-xxxx, one each). */
export const benchPhone = (i: number) => {
  const n = String(20_000_000 + i).padStart(8, '0');
  return `090-${n.slice(0, 4)}-${n.slice(4)}`;
};

/** The i-th member's 氏名. */
export const benchMemberName = (i: number) => benchMember(i).name;

function benchMember(i: number): Member {
  const [family, familyKana] = FAMILY[i % FAMILY.length]!;
  const [given, givenKana] = GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]!;
  // Registered over the year before the demo's today, in order.
  const created = new Date(at('2025-11-01').getTime() + i * 1_500_000);
  const fields = {
    uid: benchUid(i),
    email: `bench${i + 1}@example.jp`,
    name: `${family} ${given}`,
    kana: `${familyKana} ${givenKana}`,
    phone: benchPhone(i),
    postalCode: '154-0004',
    prefecture: '東京都' as const,
    city: '世田谷区',
    addressLine: `太子堂${1 + (i % 5)}-${1 + (i % 30)}-${1 + (i % 20)}`,
    customerNumber: benchCustomerNumber(i),
    createdAt: created,
    updatedAt: created,
  };
  return { ...fields, search: memberSearchKeys(fields) };
}

function benchContract(i: number, member: Member, assetIds: readonly string[]): Application {
  const created = member.createdAt;
  const startDate = '2025-12-01';
  return {
    uid: member.uid,
    name: member.name,
    kana: member.kana,
    search: applicationSearchKeys(member),
    email: member.email,
    phone: member.phone,
    postalCode: member.postalCode,
    prefecture: member.prefecture,
    city: member.city,
    addressLine: member.addressLine,
    birthDate: '1985-04-01',
    assetId: assetIds[i % assetIds.length]!,
    spaceId: `S-${String((Math.floor(i / assetIds.length) % 40) + 1).padStart(2, '0')}`,
    startDate,
    termsVersion: 2,
    status: 'contracted',
    identityDocumentPath: null,
    history: {
      '0': { at: created, by: member.uid, from: null, to: 'submitted' },
      '1': { at: created, by: 'demo-admin', from: 'submitted', to: 'contracted' },
    },
    terminationRequest: null,
    contract: {
      startDate,
      monthlyFee: 7100,
      adminFee: 550,
      handlingFee: 5500,
      guaranteeFee: 3600,
      keyFee: 2200,
      dueDay: 27,
      confirmedBy: 'demo-admin',
      confirmedAt: created,
    },
    createdAt: created,
    updatedAt: created,
  } as Application;
}

/** A month's bill: paid before this month (but 1 in 40 left unpaid, overdue), unpaid this month. */
function benchBill(i: number, uid: string, applicationId: string, period: string): Bill {
  const dueDate = `${period}-27`;
  const created = at(`${addMonths(period, -1)}-20`);
  const overdueLeft = (i * 7 + Number(period.slice(5))) % 40 === 0;
  const paid = dueDate < demoToday && !overdueLeft;
  const paidAt = at(addDays(dueDate, -5));
  const amount = 7650;
  return {
    uid,
    applicationId,
    period,
    description: `${period.slice(0, 4)}年${Number(period.slice(5))}月分 利用料・管理費`,
    lines: [
      { kind: 'rent', label: `利用料（${Number(period.slice(5))}月分）`, amount: 7100 },
      { kind: 'adminFee', label: `管理費（${Number(period.slice(5))}月分）`, amount: 550 },
    ],
    amount,
    status: paid ? 'paid' : 'unpaid',
    dueDate,
    payments: paid
      ? {
          '0': {
            amount,
            excess: 0,
            date: addDays(dueDate, -5),
            method: 'transfer',
            note: '',
            line: null,
            recordedBy: 'demo-admin',
            recordedAt: paidAt,
            reversal: null,
          },
        }
      : {},
    paidAmount: paid ? amount : 0,
    writeOff: null,
    cancelReason: null,
    history: {
      '0': { action: 'created', by: 'demo-admin', at: created, amount, note: '' },
      ...(paid
        ? { '1': { action: 'paid', by: 'demo-admin', at: paidAt, amount, note: '銀行振込' } }
        : {}),
    },
    createdAt: created,
    updatedAt: paid ? paidAt : created,
  } as Bill;
}

/** The benchmark brand's documents (≈ 280,300), in write order. */
export function benchBrandDocuments(
  memberCount = benchMemberCount,
  months = benchMonths,
): DemoDocument[] {
  const scale = scaleBrandDocuments();
  const scaleBrand = scale.find((d) => d.collection === 'brands')!.data as Brand;
  const brand: Brand = { ...scaleBrand, name: 'ベンチマーク', published: false };
  const documents: DemoDocument[] = [
    { collection: 'brands', path: p.brand(benchBrandId), schema: brandSchema, data: brand },
  ];
  const assetIds: string[] = [];
  for (const d of scale.filter((x) => x.collection === 'assets')) {
    const asset = d.data as Asset;
    assetIds.push(asset.assetNumber);
    documents.push({
      collection: 'assets',
      path: p.asset(benchBrandId, asset.assetNumber),
      schema: assetSchema,
      data: { ...asset, published: false },
    });
  }
  // Through the demo's billing month (demo-clock.ts), so the billing screen's month has bills
  // on any day of the year.
  const lastPeriod = demoPeriod;
  for (let i = 0; i < memberCount; i++) {
    const member = benchMember(i);
    const applicationId = `BenchContract${String(i + 1).padStart(7, '0')}`;
    documents.push(
      {
        collection: 'members',
        path: p.member(benchBrandId, member.uid),
        schema: memberSchema,
        data: member,
      },
      {
        collection: 'applications',
        path: p.application(benchBrandId, applicationId),
        schema: applicationSchema,
        data: benchContract(i, member, assetIds),
      },
    );
    for (let m = months - 1; m >= 0; m--) {
      const period = addMonths(lastPeriod, -m);
      documents.push({
        collection: 'bills',
        path: p.bill(benchBrandId, `${applicationId}_${period}`),
        schema: billSchema,
        data: benchBill(i, member.uid, applicationId, period),
      });
    }
  }
  return documents;
}

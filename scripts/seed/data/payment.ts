/**
 * How each demo brand is paid (brands/{b}/settings/billing) — only methods the product collects:
 * 銀行振込, 口座振替 and 窓口での現金払い (docs/billing.md) — and the お客様番号 of the demo members
 * (members' `customerNumber`, brands/{b}/settings/customerNumbers). The 登録番号 are fictional
 * but valid: 12 digits with the 法人番号 check digit in front.
 */
import type { BillingSettings } from '../../../src/lib/model/billing-settings';
import { corporateNumberCheckDigit } from '../../../src/lib/model/registration-number';
import { firstCustomerNumber } from '../../../src/lib/model/transfer-name';
import { at } from './demo-clock';
import type { DemoMember } from './occupancy';

function registrationNumber(base: string): string {
  return `T${corporateNumberCheckDigit(base)}${base}`;
}

const updatedAt = at('2026-10-01 10:00');
const feeNote = '振込手数料はお客様のご負担となります。';

export const demoBillingSettings: { brandId: string; data: BillingSettings }[] = [
  {
    brandId: 'sorakura',
    data: {
      paymentMethods: ['transfer', 'debit'],
      bankAccount: {
        bankName: 'みずほ銀行',
        branchName: '浜松町支店',
        accountType: 'ordinary',
        accountNumber: '1234567',
        accountHolder: 'カ）ソラクラ',
      },
      issuerName: '株式会社ソラクラ',
      registrationNumber: registrationNumber('010401234567'),
      note: `${feeNote}口座振替は2か月目からご利用いただけます（お申し込み用紙をお送りします）。`,
      updatedAt,
    },
  },
  {
    brandId: 'moto-garage',
    data: {
      paymentMethods: ['transfer'],
      bankAccount: {
        bankName: '三井住友銀行',
        branchName: '大森支店',
        accountType: 'ordinary',
        accountNumber: '2345678',
        accountHolder: 'モトガレージ（カ',
      },
      issuerName: 'モトガレージ株式会社',
      registrationNumber: registrationNumber('010701234568'),
      note: feeNote,
      updatedAt,
    },
  },
  {
    brandId: 'box-yard',
    data: {
      paymentMethods: ['transfer', 'cash'],
      bankAccount: {
        bankName: '三菱ＵＦＪ銀行',
        branchName: '横浜駅前支店',
        accountType: 'checking',
        accountNumber: '3456789',
        accountHolder: 'ボツクスヤード（カ',
      },
      issuerName: 'ボックスヤード株式会社',
      registrationNumber: registrationNumber('020001234569'),
      note: `${feeNote}窓口での現金払いは、各ヤードの管理事務所で営業時間内に承ります。`,
      updatedAt,
    },
  },
  {
    brandId: 'kura-next',
    data: {
      paymentMethods: ['debit'],
      bankAccount: null,
      issuerName: '株式会社クラネクスト',
      registrationNumber: null,
      note: 'お支払いは口座振替のみです（お申し込みのあとに口座振替依頼書をお送りします）。',
      updatedAt,
    },
  },
];

/**
 * Members numbered per brand in their order in the data, from firstCustomerNumber (佐藤 花子,
 * the demo user, is ソラクラ's 1001 when listed first), and each brand's counter at its last.
 */
export function numberDemoMembers(members: readonly DemoMember[]): {
  members: DemoMember[];
  counters: { brandId: string; data: { last: number; lastUid: string; updatedAt: Date } }[];
} {
  const last = new Map<string, { last: number; lastUid: string }>();
  const numbered = members.map((m) => {
    const next = (last.get(m.brandId)?.last ?? firstCustomerNumber - 1) + 1;
    last.set(m.brandId, { last: next, lastUid: m.id });
    return { ...m, data: { ...m.data, customerNumber: next } };
  });
  return {
    members: numbered,
    counters: [...last].map(([brandId, c]) => ({ brandId, data: { ...c, updatedAt } })),
  };
}

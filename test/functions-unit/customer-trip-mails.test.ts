import { beforeAll, describe, expect, it } from 'vitest';
import { contactCategoryLabels } from '../../src/lib/model/contact';
import { estimateFirstPayment } from '#shared/billing/estimate-first-payment.js';
import { sendWelcomeMail } from '../../functions/src/messages/account-mails.js';
import type { ApplicationForMail } from '../../functions/src/messages/application-mails.js';
import {
  sendApplicationReceived,
  sendStatusChange,
  sendTerminationConfirmed,
  sendTerminationRequested,
} from '../../functions/src/messages/application-mails.js';
import type { BrandForMail } from '../../functions/src/messages/brand-mail.js';
import { samplePaymentSettings } from '../../functions/src/messages/mail-templates.js';
import {
  contactCategoryLabelsForMail,
  sendRequestReceived,
} from '../../functions/src/messages/request-mails.js';
import { unitFirestore } from './support/firestore.js';

// What a careful customer missed in the mails (issue 31, item 4, and the 解約 mails of item 3):
// each message written by the functions' own code into the offline Firestore and read back from
// mail/{id}, as the sender would send it.
const run = Date.now().toString(36);
const brandId = `tripbrand-${run}`;
const applicationId = `trip${run}`;
const uid = `uid-trip-${run}`;
const brand: BrandForMail = {
  id: brandId,
  name: 'ソラクラ',
  staffEmail: 'info@sorakura.example',
  signature: '――――――――\nソラクラ\nメール：info@sorakura.example',
};
const space = {
  label: '1C-03',
  monthlyFee: 7700,
  adminFee: 1100,
  initialCosts: { handlingFee: 3300, guaranteeFee: 5500, keyFee: 2200 },
};

const application: ApplicationForMail = {
  id: applicationId,
  reference: 'K7M4QX92',
  uid,
  name: '山田 花子',
  email: `hanako-${run}@example.com`,
  assetId: 'SK-101',
  spaceId: '1C-03',
  startDate: '2026-12-17',
  status: 'submitted',
  history: { '0': { by: uid, from: null, to: 'submitted' } },
  terminationRequest: null,
};

async function mail(id: string) {
  const stored = await unitFirestore().doc(`mail/${id}`).get();
  expect(stored.exists, id).toBe(true);
  return {
    to: stored.get('to') as string,
    from: stored.get('from') as string,
    ...(stored.get('message') as { subject: string; text: string }),
  };
}

describe('the mails a customer and staff now get (offline Firestore)', () => {
  beforeAll(async () => {
    process.env.MAIL_FROM = '"スペースナビ" <no-reply@spacenavi.example>';
    const db = unitFirestore();
    const batch = db.batch();
    batch.set(db.doc(`brands/${brandId}/assets/SK-101`), { name: 'ソラクラ 三軒茶屋' });
    batch.set(db.doc(`brands/${brandId}/assets/SK-101/spaces/1C-03`), space);
    batch.set(db.doc(`brands/${brandId}/settings/billing`), {
      ...samplePaymentSettings,
      issuerName: '株式会社ソラクラ',
      registrationNumber: null,
    });
    batch.set(db.doc(`brands/${brandId}/members/${uid}`), {
      name: '山田 花子',
      kana: 'ヤマダ ハナコ',
      customerNumber: 1001,
    });
    await batch.commit();
  });

  // The confirm page's 初回お支払い目安: the same call on the same space and start date.
  const estimate = estimateFirstPayment({ ...space, startDate: '2026-12-17' });

  it('申込受付 states the 初回お支払い目安 (the confirm page’s estimate) and how to pay', async () => {
    await sendApplicationReceived(unitFirestore(), brand, application);
    const { subject, text } = await mail(`application-received_${applicationId}_received`);
    expect(subject).toBe('【ソラクラ】お申し込みを受け付けました（受付番号 K7M4-QX92）');
    expect(text).toContain(
      `【初回お支払い目安】\n${estimate.total.toLocaleString('ja-JP')}円（税込）`,
    );
    for (const line of estimate.lines.filter((l) => l.amount > 0))
      expect(text).toContain(`・${line.label} ${line.amount.toLocaleString('ja-JP')}円`);
    expect(text).toContain('口座名義：カ）ソラクラ');
    expect(text).toContain('振込名義：1001 ヤマダ ハナコ');
    expect(text).not.toMatch(/\{\{|\n\n\n/);
  });

  it('承認 states the amount and how to pay, and leaves no double blank line without a message', async () => {
    const approved: ApplicationForMail = {
      ...application,
      status: 'approved',
      history: { ...application.history, '1': { by: 'admin', from: 'submitted', to: 'approved' } },
    };
    await sendStatusChange(unitFirestore(), brand, approved, '1');
    const { text } = await mail(`application-approved_${applicationId}_history-1`);
    expect(text).toContain('承認となりました。\n\nこの後、ご契約手続きのうえ');
    expect(text).not.toMatch(/\n[ \t]*\n[ \t]*\n/);
    expect(text).toContain(`${estimate.total.toLocaleString('ja-JP')}円（税込）`);
    expect(text).toContain('銀行・支店：みずほ銀行 三軒茶屋支店');
  });

  it('the customer’s own withdrawal is told to them and to staff (the space is free again)', async () => {
    const id = `${applicationId}w`;
    const withdrawn: ApplicationForMail = {
      ...application,
      id,
      status: 'cancelled',
      history: { ...application.history, '1': { by: uid, from: 'submitted', to: 'cancelled' } },
    };
    await sendStatusChange(unitFirestore(), brand, withdrawn, '1');
    const customer = await mail(`application-withdrawn_${id}_history-1`);
    expect(customer.to).toBe(application.email);
    expect(customer.subject).toBe(
      '【ソラクラ】お申し込みの取り下げを承りました（受付番号 K7M4-QX92）',
    );
    expect(customer.text).toContain('ソラクラ 三軒茶屋 区画 1C-03 のお申し込みを取り下げました。');
    const staff = await mail(`application-withdrawn-staff_${id}_history-1`);
    expect(staff.to).toBe('info@sorakura.example');
    expect(staff.subject).toBe(
      '【申込取り下げ】ソラクラ 三軒茶屋 区画 1C-03（山田 花子 様・K7M4-QX92）',
    );
    expect(staff.text).toContain('区画 1C-03 は空きに戻り、新しいお申し込みを受け付けています。');
    // A staff cancel is another message (with its reason), and staff are not told of their own.
    const byStaff = {
      ...withdrawn,
      id: `${id}s`,
      history: {
        ...withdrawn.history,
        '1': { by: 'admin', from: 'submitted', to: 'cancelled', reason: 'ご本人の依頼' },
      },
    };
    await sendStatusChange(unitFirestore(), brand, byStaff, '1');
    await mail(`application-cancelled_${id}s_history-1`);
    const staffCopies = await unitFirestore()
      .collection('mail')
      .where('about.id', '==', `${id}s`)
      .get();
    expect(staffCopies.docs.map((d) => d.get('kind'))).toEqual(['application-cancelled']);
  });

  it('a new account gets the brand’s welcome, from the brand’s name, once', async () => {
    const account = { uid: `${uid}-new`, email: `new-${run}@example.com` };
    await sendWelcomeMail(unitFirestore(), brand, account);
    await sendWelcomeMail(
      unitFirestore(),
      { ...brand, id: 'other-brand', name: '別ブランド' },
      account,
    );
    const welcome = await mail(`account-created_${account.uid}_welcome`);
    expect(welcome.from).toBe('"ソラクラ" <no-reply@spacenavi.example>');
    expect(welcome.to).toBe(account.email);
    expect(welcome.subject).toBe('【ソラクラ】アカウントを作成しました');
    expect(welcome.text).toContain(`ご登録のメールアドレス：${account.email}`);
    expect(welcome.text).toContain(`/${brandId}/login`);
    expect(welcome.text.startsWith('このたびはソラクラにご登録いただき')).toBe(true);
  });

  it('the staff notice of an お問い合わせ has its 種別, e-mail, phone and first line', async () => {
    await sendRequestReceived(unitFirestore(), brand, {
      id: `contact-${run}`,
      type: 'contact',
      name: '鈴木 一郎',
      email: 'ichiro@example.com',
      phone: '090-2345-6789',
      category: 'contract',
      uid: null,
      message:
        '来月末で解約したいのですが、手続きの方法を教えてください。\n荷物の搬出は月末の土曜日を予定しています。',
    });
    const staff = await mail(`contact-received-staff_contact-${run}_received`);
    expect(staff.subject).toBe(
      '【お問い合わせ・ご契約・解約について】鈴木 一郎 様「来月末で解約したいのですが、手続きの方法を教えてください。」',
    );
    for (const line of [
      'お問い合わせ種別：ご契約・解約について',
      'メールアドレス：ichiro@example.com',
      '電話番号：090-2345-6789',
      '荷物の搬出は月末の土曜日を予定しています。',
    ])
      expect(staff.text).toContain(line);
  });

  it('the staff notice’s 種別 are the form’s words', () => {
    expect(contactCategoryLabelsForMail).toEqual(contactCategoryLabels);
  });

  it('both 解約 mails give the 解約日, the final bill with its lines, what is not refunded and what to do', async () => {
    const finalBill = {
      period: '2026-12',
      lines: [
        {
          kind: 'proratedRent' as const,
          label: '初月利用料（日割り・12/17〜12/31の15日分）',
          amount: 3725,
        },
        {
          kind: 'proratedAdminFee' as const,
          label: '初月管理費（日割り・12/17〜12/31の15日分）',
          amount: 532,
        },
        { kind: 'handlingFee' as const, label: '事務手数料', amount: 3300 },
        { kind: 'guaranteeFee' as const, label: '保証料', amount: 5500 },
        { kind: 'keyFee' as const, label: '鍵代', amount: 2200 },
      ],
      amount: 15257,
      dueDate: '2026-12-24',
      billed: true,
      prorated: false,
    };
    const contracted: ApplicationForMail = {
      ...application,
      id: `${applicationId}t`,
      status: 'contracted',
      contract: {
        startDate: '2026-12-17',
        monthlyFee: 7700,
        adminFee: 1100,
        handlingFee: 3300,
        guaranteeFee: 5500,
        keyFee: 2200,
      },
      terminationRequest: { endDate: '2026-12-31', finalBill },
    };
    await sendTerminationRequested(unitFirestore(), brand, contracted);
    await sendTerminationConfirmed(unitFirestore(), brand, {
      ...contracted,
      terminationRequest: { ...contracted.terminationRequest!, confirmedAt: new Date() },
    });
    const requested = await mail(`termination-requested_${applicationId}t_termination-2026-12-31`);
    const confirmed = await mail(
      `termination-confirmed_${applicationId}t_termination-confirmed-2026-12-31`,
    );
    for (const text of [requested.text, confirmed.text]) {
      for (const line of [
        '【最後のご請求】\n2026年12月分 15,257円（税込）',
        '・初月利用料（日割り・12/17〜12/31の15日分） 3,725円',
        '・保証料 5,500円',
        'この月のご請求はすでにお送りしています。解約による追加のご請求はありません。',
        '・ご契約時にお支払いいただいた初期費用（事務手数料 3,300円・保証料 5,500円・鍵代 2,200円）は返金されません。',
        '・2026年12月分はご請求済みです。月の途中で解約しても、この月の減額・返金はありません。',
        '・2026年12月31日（木）までに、区画内のお荷物をすべて搬出し、区画を空にしてください。',
        '・鍵（カードキーを含む）は2026年12月31日（木）までにご返却ください。',
      ])
        expect(text).toContain(line);
    }
    expect(requested.text).toContain(
      '解約希望日（この日までご利用いただけます）：2026年12月31日（木）',
    );
    expect(confirmed.text).toContain('解約日：2026年12月31日（木）');
    const staff = await mail(
      `termination-requested-staff_${applicationId}t_termination-2026-12-31`,
    );
    expect(staff.text).toContain('2026年12月分 15,257円（税込）');
  });
});

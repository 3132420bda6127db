import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  billOf,
  newPayments,
  paidSoFarText,
  paymentStatusText,
} from '../../functions/src/messages/bill-mails.js';
import { firstPaymentText } from '../../functions/src/messages/first-payment-text.js';
import { formatCalendarDate, todayInJapan } from '../../functions/src/messages/format-ja.js';
import {
  UnknownPlaceholderError,
  defaultTemplate,
  mailKindList,
  placeholdersIn,
  placeholdersOf,
  renderTemplate,
  sampleValues,
  unknownPlaceholders,
} from '../../functions/src/messages/mail-templates.js';

describe('mail templates', () => {
  it('fills every named placeholder, and a known one without a value with nothing', () => {
    const message = renderTemplate(
      'application-rejected',
      {
        subject: '【{{ブランド名}}】{{受付番号}}',
        body: '{{お名前}} 様\n理由：{{理由}}\n{{区画}}',
      },
      { ブランド名: 'ソラクラ', 受付番号: 'AbCd-1234', お名前: '山田 花子', 理由: '書類不備' },
    );
    expect(message).toEqual({
      subject: '【ソラクラ】AbCd-1234',
      body: '山田 花子 様\n理由：書類不備\n',
    });
  });

  it('refuses a template with an unknown placeholder, naming it (a typo, another kind’s)', () => {
    const template = {
      subject: '{{ブランド名}}',
      body: '{{お名まえ}} 様 {{返信内容}} {{ 受付番号 }}',
    };
    expect(unknownPlaceholders('application-received', template)).toEqual(['お名まえ', '返信内容']);
    expect(() => renderTemplate('application-received', template, {})).toThrow(
      UnknownPlaceholderError,
    );
    expect(() => renderTemplate('application-received', template, {})).toThrow(
      '使えない差し込み項目があります：{{お名まえ}}、{{返信内容}}',
    );
  });

  it('every default uses only its own placeholders, is Japanese and ends with the 署名', () => {
    for (const kind of mailKindList) {
      const template = defaultTemplate(kind);
      expect(unknownPlaceholders(kind, template), kind).toEqual([]);
      expect(template.body.trimEnd().endsWith('{{署名}}'), kind).toBe(true);
      // The sample values cover every placeholder, so the preview never shows a hole.
      for (const name of placeholdersOf(kind)) expect(sampleValues[name], name).toBeDefined();
      const preview = renderTemplate(kind, template, sampleValues);
      expect(placeholdersIn(preview.body), kind).toEqual([]);
    }
  });

  it('the rejection and cancellation carry the reason staff typed', () => {
    for (const kind of ['application-rejected', 'application-cancelled'] as const) {
      expect(defaultTemplate(kind).body).toContain('{{理由}}');
    }
    expect(defaultTemplate('application-received').body).toContain('{{受付番号}}');
    expect(defaultTemplate('application-received-staff').body).toContain('{{管理画面URL}}');
  });

  it('the contract and bill messages say the first payment and how to pay; 解約日の確定 its date', () => {
    const contract = defaultTemplate('contract-confirmed').body;
    for (const name of ['利用開始日', '月額', '初回のお支払い', 'お支払い方法']) {
      expect(contract).toContain(`{{${name}}}`);
    }
    expect(defaultTemplate('bill-issued').body).toContain('{{お支払い方法}}');
    expect(defaultTemplate('bill-reminder').body).toContain('{{お支払い方法}}');
    expect(placeholdersOf('payment-received')).not.toContain('お支払い方法');
    const received = defaultTemplate('payment-received').body;
    for (const name of ['入金日', '入金額', 'お支払い状況'])
      expect(received).toContain(`{{${name}}}`);
    expect(defaultTemplate('bill-reminder').body).toContain('お支払い残高の合計：{{金額}}');
    expect(defaultTemplate('bill-reminder').body).toContain('{{ご請求の一覧}}');
    expect(defaultTemplate('termination-confirmed').body).toContain('解約日：{{解約日}}');
  });

  it('the password reset carries the brand’s link and no other kind’s facts', () => {
    const reset = defaultTemplate('password-reset');
    expect(reset.body).toContain('{{再設定URL}}');
    expect(reset.subject).toBe('【{{ブランド名}}】パスワード再設定のご案内');
    // A reset template cannot borrow another kind's facts (e.g. a bill's amount).
    expect(unknownPlaceholders('password-reset', { subject: '', body: '{{金額}}' })).toEqual([
      '金額',
    ]);
  });

  it('docs/mail.md lists every kind (the table stays true)', () => {
    const doc = readFileSync(new URL('../../docs/mail.md', import.meta.url), 'utf8');
    const table = doc.slice(doc.indexOf('## Every message'), doc.indexOf('**How to pay**'));
    const listed = [...table.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...mailKindList].sort());
  });
});

describe('bill reminders', () => {
  it('a bill paid in part is asked for the rest, saying what was received', () => {
    const bill = billOf('b1', {
      uid: 'u1',
      applicationId: 'a1',
      amount: 8800,
      description: '',
      dueDate: '2026-11-27',
      status: 'unpaid',
      paidAmount: 5000,
      writeOff: null,
    });
    expect(paidSoFarText(bill)).toBe(
      '（ご請求額 8,800円 のうち 5,000円 のご入金を確認しています）',
    );
    expect(paidSoFarText({ ...bill, paidAmount: 0 })).toBe('');
    // What the month's run took from the 預り金 is said as that.
    expect(paidSoFarText({ ...bill, paidAmount: 500, fromCredit: 500 })).toBe(
      '（ご請求額 8,800円 のうち 500円 は預り金から充当しました）',
    );
  });

  it('dates read as in Japan', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('2026年12月1日（火）');
    expect(todayInJapan(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
  });
});

describe('入金確認: one message per payment recorded', () => {
  const payment = (amount: number, reversal: unknown = null) => ({
    amount,
    excess: 0,
    date: '2026-11-20',
    method: 'transfer',
    note: '',
    line: null,
    recordedBy: 's1',
    recordedAt: new Date(),
    reversal,
  });
  const stored = {
    uid: 'u1',
    applicationId: 'a1',
    amount: 8800,
    description: '2026年11月分 利用料・管理費',
    dueDate: '2026-11-27',
    status: 'unpaid',
    writeOff: null,
  };

  it('finds the payments an update added, not one reversed, nor one there before', () => {
    const before = { ...stored, payments: { '0': payment(3000) }, paidAmount: 3000 };
    const after = {
      ...stored,
      payments: { '0': payment(3000), '1': payment(2000) },
      paidAmount: 5000,
    };
    expect(newPayments(before, after).map(([key, p]) => [key, p.amount])).toEqual([['1', 2000]]);
    // a reversal marks an existing key
    const reversed = {
      ...after,
      payments: {
        ...after.payments,
        '1': payment(2000, { by: 's1', at: new Date(), reason: 'x' }),
      },
      paidAmount: 3000,
    };
    expect(newPayments(after, reversed)).toEqual([]);
    // a write-off adds none
    const writtenOff = {
      ...after,
      status: 'paid',
      writeOff: { amount: 3800, reason: '振込手数料', by: 's1', at: new Date() },
    };
    expect(newPayments(after, writtenOff)).toEqual([]);
    // a legacy bill (one `payment` map) has no payments map: nothing
    expect(newPayments({ ...stored, payment: null }, { ...stored, payment: {} })).toEqual([]);
  });

  it('says the bill is paid, or the rest and by when, and what went to the 預り金', () => {
    const bill = billOf('b1', { ...stored, payments: {}, paidAmount: 5000 });
    const transfer = {
      amount: 5000,
      excess: 0,
      date: '2026-11-20',
      method: 'transfer',
      reversed: false,
    };
    expect(paymentStatusText(bill, transfer, '2026-11-20')).toBe(
      '残額 3,800円 を、お支払い期限（2026年11月27日（金））までにお支払いください。',
    );
    // Past the due date no deadline is given that has gone: the rest is asked for at once.
    expect(paymentStatusText(bill, transfer, '2026-12-08')).toBe(
      '残額 3,800円 は、お支払い期限（2026年11月27日（金））を過ぎています。至急お支払いください。',
    );
    const paid = { ...bill, status: 'paid', paidAmount: 8800 };
    expect(paymentStatusText(paid, { ...transfer, amount: 3800, excess: 200 }, '2026-12-08')).toBe(
      'これでお支払いは完了です。\nご請求を超えた 200円 は、預り金としてお預かりしています。',
    );
  });

  it('reads a legacy bill (one `payment` map) as paid in full when it has one', () => {
    const legacy = {
      ...stored,
      status: 'paid',
      payment: { date: '2026-11-20', method: 'transfer' },
    };
    expect(billOf('b1', legacy)).toMatchObject({ paidAmount: 8800, writeOffAmount: 0 });
    expect(billOf('b1', { ...stored, payment: null })).toMatchObject({ paidAmount: 0 });
  });

  it('the contract mail’s first payment says what was paid already, if anything', () => {
    const first = { amount: 9350, dueDate: '2026-12-08', lines: [] };
    expect(firstPaymentText(first)).not.toContain('ご入金済み');
    expect(firstPaymentText({ ...first, paidAmount: 5000 })).toContain(
      'ご入金済み：5,000円\nお支払い残高：4,350円',
    );
  });
});

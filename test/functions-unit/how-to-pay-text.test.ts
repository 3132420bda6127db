import { describe, expect, it } from 'vitest';
import { firstPaymentText } from '../../functions/src/messages/first-payment-text.js';
import {
  sampleFirstBill,
  samplePaymentSettings,
} from '../../functions/src/messages/mail-templates.js';
import {
  accountTypeLabels,
  howToPayText,
  transferNameForMail,
} from '../../functions/src/messages/how-to-pay-text.js';
import { bankAccountTypeLabels } from '../../src/lib/model/billing-settings.js';
import { transferName } from '../../src/lib/model/transfer-name.js';

const settings = samplePaymentSettings;

describe('how to pay, as a mail says it', () => {
  it('uses the site’s words: the same labels and 振込名義 as src/lib/model', () => {
    expect(accountTypeLabels).toEqual(bankAccountTypeLabels);
    for (const [number, kana] of [
      [1001, 'ヤマダ ハナコ'],
      [23, 'スズキ\u3000 イチロウ '],
      [1234567, 'タナカ'],
    ] as const) {
      expect(transferNameForMail(number, kana)).toBe(transferName(number, kana));
    }
  });

  it('names the methods, the 振込先 and the customer’s own 振込名義, then the brand’s note', () => {
    expect(howToPayText(settings, { customerNumber: 1001, kana: 'ヤマダ ハナコ' })).toBe(
      [
        'ご利用いただけるお支払い方法：銀行振込、口座振替',
        '',
        '■ 銀行振込の振込先',
        '銀行・支店：みずほ銀行 三軒茶屋支店',
        '口座：普通 1234567',
        '口座名義：カ）ソラクラ',
        '振込名義：1001 ヤマダ ハナコ',
        '※お振込みの際は、振込依頼人名を上記の振込名義（お客様番号のあとにお名前）にしてください。入金の確認が早くなります。',
        '',
        '振込手数料はお客さまのご負担となります。',
      ].join('\n'),
    );
  });

  it('without a customer number says how to write the name; without 銀行振込 no 振込先', () => {
    const noNumber = howToPayText(settings, { customerNumber: null, kana: 'ヤマダ ハナコ' });
    expect(noNumber).toContain('振込名義：お客様番号＋お名前（フリガナ）');
    expect(noNumber).toContain('お客様番号はマイユニットでご確認いただけます');
    const debitOnly = howToPayText(
      { paymentMethods: ['debit', 'cash'], bankAccount: null, note: '' },
      null,
    );
    expect(debitOnly).toBe('ご利用いただけるお支払い方法：口座振替、窓口での現金払い');
  });

  it('never names a method stored before it was withdrawn (クレジットカード, コンビニ払い)', () => {
    const stored = howToPayText({ ...settings, paymentMethods: ['transfer', 'card'] }, null);
    expect(stored).toContain('ご利用いただけるお支払い方法：銀行振込\n');
    expect(stored).not.toContain('クレジットカード');
    expect(
      howToPayText({ paymentMethods: ['card', 'convenience'], bankAccount: null, note: '' }, null),
    ).toBe('お支払い方法は、担当者から別途ご案内いたします。');
  });

  it('a brand without お支払い設定: staff will tell', () => {
    expect(howToPayText(null, null)).toBe('お支払い方法は、担当者から別途ご案内いたします。');
  });

  it('the first payment: amount, due date and the lines that cost something', () => {
    expect(
      firstPaymentText({
        ...sampleFirstBill,
        lines: [...sampleFirstBill.lines, { label: '鍵代', amount: 0 }],
      }),
    ).toBe(
      [
        'ご請求額（税込）：9,350円',
        'お支払い期限：2026年12月8日（火）',
        '内訳：',
        '・初月利用料（日割り・12/10〜12/31の22日分） 5,464円',
        '・初月管理費（日割り・12/10〜12/31の22日分） 780円',
        '・事務手数料 3,106円',
      ].join('\n'),
    );
  });
});

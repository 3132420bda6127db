import { describe, expect, it } from 'vitest';
import { billingSettingsFormSchema, billingSettingsSchema } from '../billing-settings';
import {
  corporateNumberCheckDigit,
  isRegistrationNumber,
  normalizeRegistrationNumber,
} from '../registration-number';
import { normalizeTransferName, splitTransferName, transferName } from '../transfer-name';

describe('登録番号 (T + 法人番号)', () => {
  // Published 法人番号 (国税庁 法人番号公表サイト): 国税庁, トヨタ自動車, ソニーグループ.
  it.each(['T7000012050002', 'T1180301018771', 'T5010401067252'])('%s is valid', (n) => {
    expect(isRegistrationNumber(n)).toBe(true);
  });
  it('computes the check digit from the 12 digits, weights 1,2 from the lowest', () => {
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    expect(corporateNumberCheckDigit('180301018771')).toBe(1);
  });
  it.each([
    'T8000012050002',
    'T700001205000',
    '7000012050002',
    'T70000120500021',
    't7000012050002',
  ])('%s is refused', (n) => {
    expect(isRegistrationNumber(n)).toBe(false);
  });
  it('normalises what staff paste', () => {
    expect(normalizeRegistrationNumber('ｔ７０００-０１２０-５０００２')).toBe('T7000012050002');
  });
});

describe('振込名義', () => {
  it('puts the customer number before the kana name', () => {
    expect(transferName(1001, 'ヤマダ　タロウ')).toBe('1001 ヤマダ タロウ');
    expect(transferName(7, 'サトウ ハナコ')).toBe('0007 サトウ ハナコ');
  });
  it('normalises bank statement names: half width, small kana, spaces', () => {
    expect(normalizeTransferName('1001 ﾔﾏﾀﾞ ﾀﾛｳ')).toBe(
      normalizeTransferName('1001 ヤマダ　タロウ'),
    );
    expect(normalizeTransferName('ｷﾖｳｺ')).toBe(normalizeTransferName('キョウコ'));
    expect(splitTransferName('１００１ ﾔﾏﾀﾞ ﾀﾛｳ')).toEqual({
      customerNumber: 1001,
      name: 'ヤマダタロウ',
    });
    expect(splitTransferName('ﾔﾏﾀﾞ ﾀﾛｳ')).toEqual({ customerNumber: null, name: 'ヤマダタロウ' });
  });
});

describe('billing settings form', () => {
  const valid = {
    paymentMethods: ['transfer'],
    bankAccount: {
      bankName: 'みずほ銀行',
      branchName: '神田支店',
      accountType: 'ordinary',
      accountNumber: '1234567',
      accountHolder: 'カ）サクラストレージ',
    },
    issuerName: '株式会社さくらストレージ',
    registrationNumber: 'T7000012050002',
    note: '',
  };
  it('accepts a complete form', () => {
    expect(billingSettingsFormSchema.safeParse(valid).success).toBe(true);
  });
  it('asks for the bank account when 銀行振込 is offered, in Japanese', () => {
    const result = billingSettingsFormSchema.safeParse({ ...valid, bankAccount: null });
    expect(result.error?.issues[0]?.message).toBe(
      '銀行振込を選ぶときは振込先の口座を入力してください',
    );
  });
  it('refuses a 6-digit account number and a wrong check digit', () => {
    const bad = billingSettingsFormSchema.safeParse({
      ...valid,
      bankAccount: { ...valid.bankAccount, accountNumber: '123456' },
      registrationNumber: 'T8000012050002',
    });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      '口座番号は7桁の数字で入力してください',
      '登録番号は「T」と13桁の数字で入力してください（法人番号の検査用数字が合いません）',
    ]);
  });
  it('offers only what can be collected: 銀行振込, 口座振替, 窓口での現金払い', () => {
    expect(
      billingSettingsFormSchema.safeParse({
        ...valid,
        paymentMethods: ['transfer', 'debit', 'cash'],
      }).success,
    ).toBe(true);
    for (const method of ['card', 'convenience']) {
      const result = billingSettingsFormSchema.safeParse({ ...valid, paymentMethods: [method] });
      expect(result.error?.issues[0]?.message).toBe('このお支払い方法は選べません');
    }
  });
});

describe('billing settings as stored', () => {
  const stored = {
    paymentMethods: ['transfer', 'debit', 'card'],
    bankAccount: {
      bankName: 'みずほ銀行',
      branchName: '神田支店',
      accountType: 'ordinary',
      accountNumber: '1234567',
      accountHolder: 'カ）サクラストレージ',
    },
    issuerName: '株式会社さくらストレージ',
    registrationNumber: null,
    note: '',
    updatedAt: new Date('2026-10-01T01:00:00Z'),
  };
  it('reads a stored クレジットカード tolerantly: not offered, kept apart for staff', () => {
    const read = billingSettingsSchema.parse(stored);
    expect(read.paymentMethods).toEqual(['transfer', 'debit']);
    expect(read.withdrawnPaymentMethods).toEqual(['card']);
  });
  it('reads a setting of only withdrawn methods as offering none (staff will say how)', () => {
    const read = billingSettingsSchema.parse({
      ...stored,
      paymentMethods: ['card', 'convenience'],
    });
    expect(read.paymentMethods).toEqual([]);
    expect(read.withdrawnPaymentMethods).toEqual(['card', 'convenience']);
  });
  it('has no withdrawn list when nothing was withdrawn', () => {
    const read = billingSettingsSchema.parse({ ...stored, paymentMethods: ['transfer', 'cash'] });
    expect(read).not.toHaveProperty('withdrawnPaymentMethods');
  });
});

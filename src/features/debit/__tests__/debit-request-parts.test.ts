import { describe, expect, it } from 'vitest';
import type { DebitAccount } from '@/lib/model/debit-account';
import { maskAccountNumber } from '@/lib/model/debit-account';
import type { DebitItem } from '@/lib/model/debit-request';
import { debitCustomerCode, debitNewCode } from '../api/create-debit-request';
import { debitAccountFormSchema, holderProblem } from '../debit-account-form-schema';

const account = {
  bankCode: '0001',
  branchCode: '210',
  accountType: 'ordinary',
  accountNumber: '1234567',
} as DebitAccount;
const item = (over: Partial<DebitItem>) =>
  ({ ...account, debitDate: '2026-10-27', ...over }) as DebitItem;

describe('what a request writes for a bill', () => {
  it('顧客番号: お客様番号, the billed month and the bill’s number in that month', () => {
    expect(debitCustomerCode(1001, '2026-12', 1)).toBe('000100120261201');
    expect(debitCustomerCode(1234567, '2027-01', 12)).toBe('123456720270112');
  });

  it('新規コード: 1 first debit, 2 after an account change, else 0', () => {
    expect(debitNewCode(account, [])).toBe('1');
    expect(debitNewCode(account, [item({})])).toBe('0');
    expect(
      debitNewCode(account, [
        item({ debitDate: '2026-11-27', accountNumber: '7654321' }),
        item({ debitDate: '2026-10-27' }),
      ]),
    ).toBe('2');
  });

  it('口座番号 masked for everyone but staff', () => {
    expect(maskAccountNumber('1234567')).toBe('****567');
  });
});

describe('the account form’s 口座名義', () => {
  it('takes what a bank can carry and says in Japanese what it cannot', () => {
    expect(holderProblem('やまだ たろう')).toBeNull();
    expect(holderProblem('山田 太郎')).toBe(
      '口座名義はカタカナ・英数字で入力してください（使えない文字: 山 田 太 郎）。',
    );
    expect(holderProblem('   ')).toBe('口座名義を入力してください');
    expect(holderProblem('ア'.repeat(31))).toBe(
      '口座名義は30文字以内（半角換算）で入力してください',
    );
    const parsed = debitAccountFormSchema.safeParse({
      bankCode: '',
      bankName: '',
      bankKana: '',
      branchCode: '',
      branchName: '',
      branchKana: '',
      accountType: 'ordinary',
      accountNumber: '123',
      holder: 'ヤマダ',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      '金融機関を選んでください',
      '支店を選んでください',
      '口座番号は7桁の数字で入力してください',
    ]);
  });
});

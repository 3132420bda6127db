import { describe, expect, it } from 'vitest';
import { transferTargetText } from '../../functions/src/messages/debit-mails.js';
import {
  defaultTemplate,
  renderTemplate,
  sampleValues,
} from '../../functions/src/messages/mail-templates.js';

describe('口座振替ができなかったお知らせ (debit-failed)', () => {
  it('says the bank’s reason, what is due and where to transfer it with the 振込名義', () => {
    const bank = {
      bankName: 'みずほ銀行',
      branchName: '三軒茶屋支店',
      accountType: 'ordinary',
      accountNumber: '1234567',
      accountHolder: 'カ）ソラクラ',
    };
    const target = transferTargetText(bank, 1001, 'ヤマダ ハナコ');
    expect(target).toBe(
      [
        '銀行・支店：みずほ銀行 三軒茶屋支店',
        '口座：普通 1234567',
        '口座名義：カ）ソラクラ',
        '振込名義：1001 ヤマダ ハナコ（お客様番号のあとにお名前）',
      ].join('\n'),
    );
    expect(transferTargetText(null, 1001, 'ヤマダ ハナコ')).toBe(
      '振込先は、担当者から別途ご案内いたします。',
    );
    const mail = renderTemplate('debit-failed', defaultTemplate('debit-failed'), {
      ...sampleValues,
      振込先: target,
    });
    expect(mail.subject).toBe(
      '【ソラクラ】口座振替ができませんでした（2026年12月分 利用料・管理費）',
    );
    expect(mail.body).toContain('金融機関から「資金不足」のため振替できなかった');
    expect(mail.body).toContain('お支払いいただく金額：8,800円');
    expect(mail.body).toContain('振込名義：1001 ヤマダ ハナコ');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reminderStage } from '../../functions/src/messages/bill-mails.js';
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
  it('first the day after the due date, the second a week after, never before', () => {
    expect(reminderStage('2026-11-27', '2026-11-27')).toBeNull();
    expect(reminderStage('2026-11-27', '2026-11-28')).toBe(1);
    expect(reminderStage('2026-11-27', '2026-12-03')).toBe(1);
    expect(reminderStage('2026-11-27', '2026-12-04')).toBe(2);
    expect(reminderStage('2026-11-27', '2027-01-10')).toBe(2);
  });

  it('dates read as in Japan', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('2026年12月1日（火）');
    expect(todayInJapan(new Date('2026-11-30T15:30:00Z'))).toBe('2026-12-01');
  });
});

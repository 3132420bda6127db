import { describe, expect, it } from 'vitest';
import {
  applicationHistoryEntries,
  applicationSchema,
  applicationStatusLabels,
  nextHistoryKey,
  terminationRequestFormSchema,
} from '../application';
import { applicationCounterSchema } from '../application-counter';
import { contactSchema } from '../contact';
import { defaultTerminationRule } from '../termination-rule';
import {
  identityDocumentPathOf,
  identityDocumentProblem,
  isIdentityDocumentContentType,
} from '../identity-document';
import { isRequestMoveAllowed, RequestMoveError } from '../request-status';
import { requestHandlingFormSchema } from '../staff-note';

const t = (h: number) => new Date(Date.UTC(2026, 3, 1, h));
const entry = (from: string | null, to: string, h: number, by = 'u1') => ({
  at: t(h),
  by,
  from,
  to,
});

const base = {
  uid: 'u1',
  assetId: 'A-001',
  spaceId: 'S-101',
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
  termsVersion: 2,
  status: 'submitted',
  identityDocumentPath: 'users/u1/identity/AbCdEfGhIjKlMnOpQrSt.png',
  history: { '0': entry(null, 'submitted', 0) },
  terminationRequest: null,
  createdAt: t(0),
  updatedAt: t(0),
};

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('application history', () => {
  it('a contract path parses, and the entries read oldest first', () => {
    const history = {
      '2': entry('approved', 'contracted', 2, 'staff'),
      '0': entry(null, 'submitted', 0),
      '1': entry('submitted', 'approved', 1, 'staff'),
    };
    const parsed = applicationSchema.parse({ ...base, status: 'contracted', history });
    expect(applicationHistoryEntries(parsed.history).map((e) => e.to)).toEqual([
      'submitted',
      'approved',
      'contracted',
    ]);
  });
  it('must start with the application, chain from → to, and end at the status', () => {
    const bad = [
      { history: {} },
      { history: { '0': entry('submitted', 'submitted', 0) } },
      { history: { '1': entry(null, 'submitted', 0) } },
      { status: 'approved' },
      {
        status: 'contracted',
        history: { '0': entry(null, 'submitted', 0), '1': entry('approved', 'contracted', 1) },
      },
      { history: { '0': entry(null, 'submitted', 0), x: entry('submitted', 'approved', 1) } },
      { history: [entry(null, 'submitted', 0)] },
    ];
    for (const b of bad) expect(applicationSchema.safeParse({ ...base, ...b }).success).toBe(false);
  });
  it('takes at most 10 entries; the next key is the count so far', () => {
    expect(nextHistoryKey(1)).toBe('1');
    expect(nextHistoryKey(9)).toBe('9');
    expect(() => nextHistoryKey(10)).toThrow('申込の履歴は10件までです');
  });
});

describe('termination request (解約のお申し出)', () => {
  it('is null or an end date with the time asked', () => {
    expect(applicationSchema.safeParse({ ...base, terminationRequest: null }).success).toBe(true);
    const request = { endDate: '2026-12-31', requestedAt: t(5) };
    expect(applicationSchema.safeParse({ ...base, terminationRequest: request }).success).toBe(
      true,
    );
    expect(
      applicationSchema.safeParse({
        ...base,
        terminationRequest: { ...request, endDate: '2026/12/31' },
      }).success,
    ).toBe(false);
    const { terminationRequest: _t, ...missing } = base;
    expect(applicationSchema.safeParse(missing).success).toBe(false);
  });
  it('the form wants a real date after today that the brand rule allows', () => {
    const anyDay = { ...defaultTerminationRule, endOn: 'anyDay' as const, noticeDays: 1 };
    const form = terminationRequestFormSchema('2026-11-20', anyDay);
    expect(form.safeParse({ endDate: '2026-11-21' }).success).toBe(true);
    expect(messageOf(form.safeParse({ endDate: '2026-11-20' }))).toBe(
      '解約希望日は明日以降の日付を選択してください',
    );
    expect(messageOf(form.safeParse({ endDate: '2026-02-30' }))).toBe(
      '解約希望日に存在しない日付が入力されています',
    );
    const monthEnd = terminationRequestFormSchema('2026-11-20', defaultTerminationRule);
    expect(monthEnd.safeParse({ endDate: '2026-12-31' }).success).toBe(true);
    expect(messageOf(monthEnd.safeParse({ endDate: '2026-11-30' }))).toBe(
      '解約希望日は2026年12月31日以降の、規約で選べる日から選んでください',
    );
    expect(monthEnd.safeParse({ endDate: '2026-12-30' }).success).toBe(false);
  });
});

describe('status labels', () => {
  it('are the words customers see', () => {
    expect(applicationStatusLabels).toEqual({
      submitted: '審査中',
      approved: '承認済み',
      contracted: '契約中',
      rejected: '却下',
      cancelled: '取消',
      ended: '終了',
    });
  });
});

describe('identity document', () => {
  it('allows images and PDF up to 10 MB, named after the application', () => {
    expect(identityDocumentPathOf('u1', 'sorakura', 'AbCdEfGhIjKlMnOpQrSt', 'pdf')).toBe(
      'users/u1/identity/sorakura/AbCdEfGhIjKlMnOpQrSt.pdf',
    );
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'])
      expect(isIdentityDocumentContentType(type)).toBe(true);
    expect(isIdentityDocumentContentType('text/html')).toBe(false);
    expect(isIdentityDocumentContentType('toString')).toBe(false);
    expect(identityDocumentProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(identityDocumentProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe(
      '本人確認書類のファイルサイズは10MB以下にしてください',
    );
    expect(identityDocumentProblem({ type: 'image/gif', size: 10 })).toBe(
      '本人確認書類は画像（JPEG・PNG・WebP・HEIC・AVIF）またはPDFを選択してください',
    );
    expect(identityDocumentProblem({ type: 'application/pdf', size: 0 })).toBe(
      '空のファイルはアップロードできません',
    );
  });
});

describe('application counter', () => {
  it('counts 0 … 3 open applications and names the last one moved', () => {
    const c = { open: 3, lastApplicationId: 'AbCdEfGhIjKlMnOpQrSt', updatedAt: t(0) };
    expect(applicationCounterSchema.safeParse(c).success).toBe(true);
    expect(applicationCounterSchema.safeParse({ ...c, lastApplicationId: null }).success).toBe(
      true,
    );
    expect(applicationCounterSchema.safeParse({ ...c, open: 4 }).success).toBe(false);
    expect(applicationCounterSchema.safeParse({ ...c, open: -1 }).success).toBe(false);
    expect(applicationCounterSchema.safeParse({ ...c, lastApplicationId: 'x' }).success).toBe(
      false,
    );
  });
});

describe('staff note and request moves', () => {
  const contact = {
    name: '佐藤 一郎',
    email: 'sato@example.jp',
    category: 'space',
    message: 'バイクは置けますか？',
    status: 'new',
    createdAt: t(0),
    updatedAt: t(0),
  };
  it('the note is optional and at most 2000 characters', () => {
    expect(contactSchema.safeParse(contact).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, staffNote: '' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...contact, staffNote: 'あ'.repeat(2000) }).success).toBe(
      true,
    );
    expect(
      messageOf(
        requestHandlingFormSchema.safeParse({ status: 'new', staffNote: 'あ'.repeat(2001) }),
      ),
    ).toBe('対応メモは2000文字以内で入力してください');
  });
  it('moves follow the table', () => {
    expect(isRequestMoveAllowed('new', 'in_progress')).toBe(true);
    expect(isRequestMoveAllowed('done', 'done')).toBe(true);
    expect(isRequestMoveAllowed('done', 'new')).toBe(false);
    expect(new RequestMoveError('done', 'new').message).toBe(
      '「対応済み」から「未対応」には変更できません',
    );
  });
});

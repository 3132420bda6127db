import { describe, expect, it } from 'vitest';
import { grantAdminErrorMessage } from '../grant-admin-error-message';
import {
  grantAdminFailureMessages,
  grantAdminFallbackMessage,
  grantAdminOfflineMessage,
  grantAdminResultMessage,
} from '../grant-admin-messages';

describe('grantAdminErrorMessage', () => {
  it.each(Object.entries(grantAdminFailureMessages))(
    'shows the Japanese message for the reason %s',
    (reason, message) => {
      const error = { code: 'functions/permission-denied', details: { reason } };
      expect(grantAdminErrorMessage(error)).toBe(message);
    },
  );

  it('covers every reason the function sends', () => {
    expect(Object.keys(grantAdminFailureMessages).sort()).toEqual(
      [
        'bootstrap-closed',
        'bootstrap-disabled',
        'bootstrap-secret-wrong',
        'claims-too-large',
        'invalid-input',
        'last-admin',
        'not-admin',
        'not-operator',
        'self-removal',
        'unknown-brand',
        'sign-in-required',
        'user-not-found',
      ].sort(),
    );
  });

  it('says the server was unreachable for unavailable', () => {
    expect(grantAdminErrorMessage({ code: 'functions/unavailable' })).toBe(
      grantAdminOfflineMessage,
    );
  });

  it('falls back for unknown reasons, internal errors and non-errors', () => {
    expect(grantAdminErrorMessage({ code: 'functions/internal', details: { reason: 'x' } })).toBe(
      grantAdminFallbackMessage,
    );
    expect(grantAdminErrorMessage({ details: { reason: 'toString' } })).toBe(
      grantAdminFallbackMessage,
    );
    expect(grantAdminErrorMessage('boom')).toBe(grantAdminFallbackMessage);
  });
});

describe('grantAdminResultMessage', () => {
  it.each([
    ['grant', true, 'a@example.com に管理者権限を付与しました。'],
    ['grant', false, 'a@example.com はすでに管理者です。変更はありません。'],
    ['remove', true, 'a@example.com の管理者権限を解除しました。'],
    ['remove', false, 'a@example.com は管理者ではありません。変更はありません。'],
  ] as const)('%s, changed %s', (action, changed, message) => {
    expect(grantAdminResultMessage({ action, email: 'a@example.com', changed })).toBe(message);
  });
});

describe('grantAdminResultMessage with the scope chosen', () => {
  it('names what was granted', () => {
    expect(
      grantAdminResultMessage(
        { action: 'grant', email: 'a@example.com', changed: true },
        'ブランドの担当: モトガレージ',
      ),
    ).toBe('a@example.com に管理者権限（ブランドの担当: モトガレージ）を付与しました。');
    expect(
      grantAdminResultMessage(
        { action: 'grant', email: 'a@example.com', changed: false },
        '運営全体',
      ),
    ).toBe('a@example.com はすでにこの範囲の管理者です。変更はありません。');
  });
});

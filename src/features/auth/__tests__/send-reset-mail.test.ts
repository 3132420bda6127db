import { FetchError } from 'ofetch';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_PATH, sendResetMail } from '../api/send-reset-mail';

const api = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiClient: api.call }));

function fetchError(status: number, data?: unknown): FetchError {
  const error = new FetchError(`[POST] "/api/auth/passwordReset": ${status}`);
  Object.assign(error, { status, statusCode: status, data });
  return error;
}

describe('sendResetMail', () => {
  beforeEach(() => {
    api.call.mockReset();
  });

  it('asks our API for the brand’s reset mail (the same answer with or without an account)', async () => {
    api.call.mockResolvedValue({ status: 'accepted' });
    await sendResetMail('hanako@example.com', 'sorakura');
    expect(api.call).toHaveBeenCalledWith(PASSWORD_RESET_PATH, {
      method: 'POST',
      body: { email: 'hanako@example.com', brandId: 'sorakura' },
    });
  });

  it('shows the server’s Japanese reason for a refused request (too many requests)', async () => {
    const message =
      'このメールアドレスへの再設定のお申し込みが続いたため、受け付けを一時停止しています。1時間ほどたってから、もう一度お試しください。';
    api.call.mockImplementation(async () => {
      throw fetchError(429, { error: { code: 'too-many-requests', message } });
    });
    await expect(sendResetMail('hanako@example.com', 'sorakura')).rejects.toHaveProperty(
      'message',
      message,
    );
  });

  it('says in Japanese that it could not send when the server or network failed', async () => {
    const failed = '再設定メールを送信できませんでした。時間をおいてもう一度お試しください。';
    api.call.mockImplementation(async () => {
      throw fetchError(500, { error: { message: 'internal' } });
    });
    await expect(sendResetMail('hanako@example.com', 'sorakura')).rejects.toHaveProperty(
      'message',
      failed,
    );
    api.call.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(sendResetMail('hanako@example.com', 'sorakura')).rejects.toHaveProperty(
      'message',
      failed,
    );
  });
});

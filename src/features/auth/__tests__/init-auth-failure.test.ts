import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth-store';
import { initAuth } from '../init-auth';

// The auth chunk fails to load (e.g. a deployment replaced it while the page was open).
vi.mock('../api/watch-auth-state', () => ({
  watchAuthState: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('initAuth when firebase/auth cannot load', () => {
  it('marks the store ready and signed out, so guards do not wait forever', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    initAuth();
    await authStore.whenReady();
    expect(authStore.getSnapshot()).toEqual({ token: '', userEmail: '', ready: true });
    expect(consoleError).toHaveBeenCalledWith(
      '認証機能の読み込みに失敗しました',
      expect.any(Error),
    );
    consoleError.mockRestore();
  });
});

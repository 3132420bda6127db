import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initAuth } from '../init-auth';
import { signedInHint } from '../signed-in-hint';
import { startAuth } from '../start-auth';

vi.mock('../init-auth', () => ({ initAuth: vi.fn() }));

describe('startAuth', () => {
  beforeEach(() => {
    vi.mocked(initAuth).mockClear();
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at once for someone who may be signed in', () => {
    signedInHint.set(true);
    startAuth('/sorakura');
    expect(initAuth).toHaveBeenCalledTimes(1);
  });

  it.each(['/admin', '/admin/brands', '/sorakura/myunit'])(
    'starts at once on %s, whose first render depends on the user',
    (path) => {
      startAuth(path);
      expect(initAuth).toHaveBeenCalledTimes(1);
    },
  );

  it('waits for an idle moment after loading for a visitor who never signed in', async () => {
    startAuth('/sorakura/list');
    expect(initAuth).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(initAuth).toHaveBeenCalledTimes(1);
  });

  it('forgets the hint on sign-out', () => {
    signedInHint.set(true);
    signedInHint.set(false);
    startAuth('/');
    expect(initAuth).not.toHaveBeenCalled();
  });
});

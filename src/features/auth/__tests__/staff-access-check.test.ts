/**
 * A refused staff member (issue 36): the admin area asks Firebase for a fresh token and signs out
 * with the reason a person whose access ended; a changed scope reloads the page; a refusal about
 * something else changes nothing.
 */
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { signOut as firebaseSignOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { onStaffRefusal, recheckStaffAccess, watchStaffRefusals } from '../api/staff-access-check';
import { authStore } from '../auth-store';
import { isStaffPage, isStaffRefusal } from '../staff-refusal';
import { fakeAuth, fakeFirebaseUser, firebaseError } from './fake-firebase-user';

const auth = vi.hoisted(() => ({ current: null as unknown as { currentUser: unknown } }));
vi.mock('@/lib/firebase-auth', () => ({
  get firebaseAuth() {
    return auth.current;
  },
}));
vi.mock('@/lib/api-client', () => ({ apiClient: vi.fn(async () => ({})) }));
vi.mock('firebase/auth', () => ({ signOut: vi.fn(async () => {}) }));

/** A signed-in user whose token had `before` and whose refreshed token has `after`. */
function staffUser(before: Record<string, unknown>, after: Record<string, unknown> | Error) {
  const user = fakeFirebaseUser({ token: 'old', claims: before });
  user.getIdTokenResult.mockImplementation(async (force?: boolean) => {
    if (!force) return { token: 'old', expirationTime: '', claims: before };
    if (after instanceof Error) throw after;
    return { token: 'fresh', expirationTime: '', claims: after };
  });
  (auth.current as { currentUser: unknown }).currentUser = user;
  return user;
}

beforeEach(() => {
  vi.clearAllMocks();
  authStore.reset();
  auth.current = fakeAuth();
});

describe('recheckStaffAccess', () => {
  const moto = { isAdmin: true, brands: ['moto-garage'] };
  it('ended: the fresh token is no staff (claims removed)', async () => {
    staffUser(moto, {});
    await expect(recheckStaffAccess()).resolves.toBe('ended');
  });
  it('ended: the refresh is refused (refresh tokens revoked, user disabled)', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    staffUser(moto, firebaseError('auth/user-token-expired'));
    await expect(recheckStaffAccess()).resolves.toBe('ended');
    quiet.mockRestore();
  });
  it('changed: narrowed or widened; the fresh token is kept', async () => {
    staffUser({ isAdmin: true }, moto);
    await expect(recheckStaffAccess()).resolves.toBe('changed');
    expect(authStore.getSnapshot().token).toBe('fresh');
  });
  it('kept: the same scope (the refusal was about something else), or offline', async () => {
    staffUser(moto, moto);
    await expect(recheckStaffAccess()).resolves.toBe('kept');
    staffUser(moto, firebaseError('auth/network-request-failed'));
    await expect(recheckStaffAccess()).resolves.toBe('kept');
  });
});

describe('onStaffRefusal', () => {
  const location = { pathname: '/admin/brands/moto-garage/users', search: '?page=2' };
  const replace = vi.fn();
  const reload = vi.fn();
  // Each test a minute after the last: one check per few seconds at most.
  let clock = Date.now();
  beforeEach(() => {
    vi.stubGlobal('location', { ...location, replace, reload });
    vi.useFakeTimers({ toFake: ['Date'] });
    clock += 60_000;
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('signs a person whose access ended out and sends them to the login with the reason', async () => {
    staffUser({ isAdmin: true, brands: ['moto-garage'] }, {});
    await onStaffRefusal();
    expect(apiClient).toHaveBeenCalledWith('/api/auth/sessionLogout', { method: 'POST' });
    expect(firebaseSignOut).toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith(
      `/admin/login?reason=access-ended&redirect=${encodeURIComponent('/admin/brands/moto-garage/users?page=2')}`,
    );
    // A burst of refusals is one check.
    await onStaffRefusal();
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("the admin layout's watch: a refused query or mutation on an admin page runs the check", async () => {
    staffUser({ isAdmin: true, brands: ['moto-garage'] }, {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = watchStaffRefusals(client);
    // A mutation failing for something else changes nothing; a refused read runs the check.
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(firebaseError('unavailable')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(replace).not.toHaveBeenCalled();
    await client
      .fetchQuery({
        queryKey: ['members'],
        queryFn: () => Promise.reject(firebaseError('permission-denied')),
      })
      .catch(() => undefined);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(String(replace.mock.calls[0]?.[0])).toMatch(/^\/admin\/login\?reason=access-ended/);
    stop();
  });

  it('reloads the page when the scope changed', async () => {
    staffUser({ isAdmin: true }, { isAdmin: true, brands: ['moto-garage'] });
    await onStaffRefusal();
    expect(reload).toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('what counts as a refusal, and where', () => {
  it('the rules, callables, Storage and the api function refusing', () => {
    for (const code of [
      'permission-denied',
      'functions/permission-denied',
      'functions/unauthenticated',
      'storage/unauthorized',
    ])
      expect(isStaffRefusal({ code }), code).toBe(true);
    expect(isStaffRefusal({ statusCode: 403 })).toBe(true);
    expect(isStaffRefusal({ statusCode: 401 })).toBe(true);
    expect(isStaffRefusal({ code: 'unavailable' })).toBe(false);
    expect(isStaffRefusal({ statusCode: 404 })).toBe(false);
    expect(isStaffRefusal(null)).toBe(false);
  });
  it('the admin area but its login; never public pages', () => {
    expect(isStaffPage('/admin')).toBe(true);
    expect(isStaffPage('/admin/brands/sorakura/users')).toBe(true);
    expect(isStaffPage('/admin/login')).toBe(false);
    expect(isStaffPage('/sorakura')).toBe(false);
  });
});

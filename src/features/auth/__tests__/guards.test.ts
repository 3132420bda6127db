import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { adminAuthGuard, userAuthGuard } from '../guards';
import { safeRedirectTarget } from '../safe-redirect-target';
import { fakeAuth, fakeFirebaseUser, firebaseError } from './fake-firebase-user';

const auth = vi.hoisted(() => ({ current: null as unknown as { currentUser: unknown } }));
vi.mock('@/lib/firebase-auth', () => ({
  get firebaseAuth() {
    return auth.current;
  },
}));
vi.mock('firebase/auth', () => ({
  onIdTokenChanged: vi.fn(() => () => {}),
  signOut: vi.fn(async () => {
    auth.current.currentUser = null;
  }),
}));
vi.mock('@/lib/api-client', () => ({ apiClient: vi.fn(async () => ({})) }));

function args(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return {
    request: new Request(`http://127.0.0.1:5000${url}`),
    params,
    context: undefined,
  } as LoaderFunctionArgs;
}

async function redirectOf(promise: unknown): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => {
  auth.current = fakeAuth();
});

describe('userAuthGuard', () => {
  it("sends a signed-out visitor to the brand's login with the way back", async () => {
    const location = await redirectOf(
      userAuthGuard(args('/tokyo-storage/myunit?tab=bills', { brandId: 'tokyo-storage' })),
    );
    expect(location).toBe(
      `/tokyo-storage/login?redirect=${encodeURIComponent('/tokyo-storage/myunit?tab=bills')}`,
    );
  });

  it.each(['auth/user-disabled', 'auth/user-token-expired'])(
    'signs a user out on %s and sends them to the login, not the error screen',
    async (code) => {
      const user = fakeFirebaseUser();
      user.getIdTokenResult.mockRejectedValue(firebaseError(code));
      auth.current.currentUser = user;
      const location = await redirectOf(
        userAuthGuard(args('/tokyo-storage/myunit', { brandId: 'tokyo-storage' })),
      );
      expect(location).toBe(
        `/tokyo-storage/login?redirect=${encodeURIComponent('/tokyo-storage/myunit')}`,
      );
      expect(auth.current.currentUser).toBeNull();
    },
  );

  it("shows the error screen with the spec's token message when the token cannot be read for another reason", async () => {
    const user = fakeFirebaseUser();
    user.getIdTokenResult.mockRejectedValue(firebaseError('auth/network-request-failed'));
    auth.current.currentUser = user;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      userAuthGuard(args('/tokyo-storage/myunit', { brandId: 'tokyo-storage' })),
    ).rejects.toMatchObject({
      type: 'DataWithResponseInit',
      data: '認証トークンの取得に失敗しました',
      init: { status: 500 },
    });
    quiet.mockRestore();
  });

  it('lets a signed-in user through', async () => {
    auth.current.currentUser = fakeFirebaseUser();
    await expect(
      userAuthGuard(args('/tokyo-storage/myunit', { brandId: 'tokyo-storage' })),
    ).resolves.toBeNull();
  });
});

describe('adminAuthGuard', () => {
  it('sends a signed-out visitor to /admin/login', async () => {
    expect(await redirectOf(adminAuthGuard(args('/admin/brands')))).toBe(
      `/admin/login?redirect=${encodeURIComponent('/admin/brands')}`,
    );
  });

  it('sends a signed-in non-admin to /admin/login', async () => {
    auth.current.currentUser = fakeFirebaseUser({ claims: {} });
    expect(await redirectOf(adminAuthGuard(args('/admin')))).toBe(
      `/admin/login?redirect=${encodeURIComponent('/admin')}`,
    );
  });

  it('lets an admin through', async () => {
    auth.current.currentUser = fakeFirebaseUser({ claims: { isAdmin: true } });
    await expect(adminAuthGuard(args('/admin/deviceList'))).resolves.toBeNull();
  });

  describe('brand staff (issue 29)', () => {
    beforeEach(() => {
      auth.current.currentUser = fakeFirebaseUser({
        claims: { isAdmin: true, brands: ['moto-garage'] },
      });
    });
    const notFound = { type: 'DataWithResponseInit', init: { status: 404 } };

    it.each(['/admin', '/admin/brands', '/admin/brands/', '/admin/reports'])(
      'lets them open %s',
      async (url) => {
        await expect(adminAuthGuard(args(url))).resolves.toBeNull();
      },
    );
    it("lets them open their brand's screens", async () => {
      await expect(
        adminAuthGuard(args('/admin/brands/moto-garage/users', { brandId: 'moto-garage' })),
      ).resolves.toBeNull();
    });
    it("answers 404 for another brand's screens", async () => {
      await expect(
        adminAuthGuard(args('/admin/brands/sorakura/users', { brandId: 'sorakura' })),
      ).rejects.toMatchObject(notFound);
    });
    it.each(['/admin/deviceList', '/admin/route-rules', '/admin/news', '/admin/js/partnership'])(
      'answers 404 for the operator-wide screen %s',
      async (url) => {
        await expect(adminAuthGuard(args(url))).rejects.toMatchObject(notFound);
      },
    );
    it('a malformed brands claim is no staff: to the login', async () => {
      auth.current.currentUser = fakeFirebaseUser({ claims: { isAdmin: true, brands: 'x' } });
      expect(await redirectOf(adminAuthGuard(args('/admin')))).toBe(
        `/admin/login?redirect=${encodeURIComponent('/admin')}`,
      );
    });
  });
});

describe('safeRedirectTarget', () => {
  const fallback = '/tokyo-storage/myunit';

  it.each(['/tokyo-storage/myunit', '/admin/brands?x=1', '/a/b#section'])(
    'accepts the relative path %s',
    (target) => {
      expect(safeRedirectTarget(target, fallback)).toBe(target);
    },
  );

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    ' /admin',
    'admin',
  ])('rejects %j', (target) => {
    expect(safeRedirectTarget(target, fallback)).toBe(fallback);
  });
});

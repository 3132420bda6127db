import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { watchAuthState } from '../api/watch-auth-state';
import { authStore } from '../auth-store';
import { initAuth } from '../init-auth';
import { useAuthState } from '../use-auth-state';

vi.mock('../api/watch-auth-state', () => ({ watchAuthState: vi.fn(() => () => {}) }));

describe('initAuth', () => {
  it('subscribes to the auth state once, however often it is called', async () => {
    initAuth();
    initAuth();
    initAuth();
    await waitFor(() => expect(watchAuthState).toHaveBeenCalledTimes(1));
    initAuth();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(watchAuthState).toHaveBeenCalledTimes(1);
  });
});

describe('useAuthState', () => {
  it('re-renders with the store', () => {
    authStore.reset();
    const { result } = renderHook(() => useAuthState());
    expect(result.current).toEqual({ token: '', userEmail: '', ready: false });
    act(() => {
      authStore.signedIn('tok', 'user@example.com');
      authStore.setReady();
    });
    expect(result.current).toEqual({ token: 'tok', userEmail: 'user@example.com', ready: true });
    act(() => authStore.clear());
    expect(result.current).toMatchObject({ token: '', userEmail: '' });
  });
});

/** Client auth state: exactly `token` and `userEmail` (spec section 3), plus `ready`. */
export type AuthState = {
  token: string;
  userEmail: string;
  /** True once the first auth check after app start has finished. */
  ready: boolean;
};

type Listener = () => void;

const initialState: AuthState = { token: '', userEmail: '', ready: false };

let state: AuthState = initialState;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
let readyPromise = new Promise<void>((resolve) => {
  markReady = resolve;
});

function setState(patch: Partial<AuthState>): void {
  const next = { ...state, ...patch };
  if (
    next.token === state.token &&
    next.userEmail === state.userEmail &&
    next.ready === state.ready
  )
    return;
  state = next;
  if (state.ready) markReady();
  for (const listener of listeners) listener();
}

/**
 * A tiny external store (for useSyncExternalStore). No Firebase import here, so public pages
 * can read the state without loading firebase/auth.
 */
export const authStore = {
  getSnapshot: (): AuthState => state,
  /** What a page's HTML was made with (the server knows no one): hydration starts from it. */
  getServerSnapshot: (): AuthState => initialState,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signedIn(token: string, userEmail: string): void {
    setState({ token, userEmail });
  },
  setToken(token: string): void {
    setState({ token });
  },
  clearToken(): void {
    setState({ token: '' });
  },
  clear(): void {
    setState({ token: '', userEmail: '' });
  },
  /** Called once the first auth check is done. */
  setReady(): void {
    setState({ ready: true });
  },
  /** Resolves when the first auth check is done. */
  whenReady: (): Promise<void> => readyPromise,
  /** Back to the state of a fresh page (tests). */
  reset(): void {
    state = initialState;
    readyPromise = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    for (const listener of listeners) listener();
  },
};

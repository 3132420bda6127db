/** The spec's own auth messages (sections 5 and 8), word for word. */
export const authMessages = {
  notAdmin: '管理者でないため、アクセスが拒否されました。',
  notAuthenticated: '認証されていません',
  sessionCreateFailed: 'ログインに成功しましたが、セッションの作成に失敗しました。',
  /** getIdTokenResult() failed (reading the token and its expiry). */
  tokenResultFailed: '認証トークンの取得に失敗しました',
  /** getIdToken() failed (fetching a fresh token near expiry). */
  tokenRefreshFailed: 'トークンの取得に失敗しました。',
} as const;

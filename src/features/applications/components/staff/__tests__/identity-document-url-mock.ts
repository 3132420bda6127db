/**
 * The staff screens' tests' stand-in for useIdentityDocumentUrl: nothing is asked for until the
 * document is opened (each request is a 閲覧 in the 監査ログ), then a made-up address of it.
 * Use: `vi.mock('@/features/members/api/get-identity-document', () => import('./identity-document-url-mock'))`.
 */
export function useIdentityDocumentUrl(path: string | null, opened: boolean) {
  return opened
    ? {
        isPending: false,
        isError: false,
        data: path ? `https://storage.example.test/${encodeURIComponent(path)}` : null,
      }
    : { isPending: true, isError: false, data: undefined };
}

import { useIdentityDocumentUrl } from '@/features/members/api/get-identity-document';

export type IdentityDocumentLinkProps = { path: string | null };

function kindOf(path: string): string {
  return path.toLowerCase().endsWith('.pdf') ? 'PDF' : '画像';
}

/**
 * The applicant's identity document, read through Storage as the signed-in admin when the detail
 * opens and linked as a `blob:` address of this tab (no download-token URL). Says so when there is
 * none or the file is missing.
 */
export function IdentityDocumentLink({ path }: IdentityDocumentLinkProps) {
  const url = useIdentityDocumentUrl(path);
  if (path === null) return <>なし（電話などで受け付けた申込）</>;
  if (url.isPending) return <>確認しています…</>;
  if (url.isError) return <>開けませんでした。通信状態を確認して、画面を開き直してください。</>;
  if (url.data === null) return <>ファイルが見つかりません（{path}）</>;
  return (
    <a href={url.data} target="_blank" rel="noopener noreferrer">
      本人確認書類を開く（{kindOf(path)}・新しいタブ）
    </a>
  );
}

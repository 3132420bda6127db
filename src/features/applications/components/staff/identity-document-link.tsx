import { useOpenedIdentityDocument } from '@/features/members/api/use-opened-identity-document';

export type IdentityDocumentLinkProps = { path: string | null };

function kindOf(path: string): string {
  return path.toLowerCase().endsWith('.pdf') ? 'PDF' : '画像';
}

/**
 * The applicant's identity document, opened through the server when the staff member presses
 * 表示する (each opening is a 閲覧 in the 監査ログ, so opening the detail asks nothing) and linked
 * as a `blob:` address of this tab (no download-token URL). Says so when there is none or the
 * file is missing.
 */
export function IdentityDocumentLink({ path }: IdentityDocumentLinkProps) {
  const { url, shown, open } = useOpenedIdentityDocument(path);
  if (path === null) return <>なし（電話などで受け付けた申込）</>;
  if (!shown) {
    return (
      <button type="button" className="admin-button" onClick={open}>
        本人確認書類を表示する（{kindOf(path)}）
      </button>
    );
  }
  if (url.isPending) return <>確認しています…</>;
  if (url.isError) return <>開けませんでした。通信状態を確認して、画面を開き直してください。</>;
  if (url.data === null) return <>ファイルが見つかりません（{path}）</>;
  return (
    <a href={url.data} target="_blank" rel="noopener noreferrer">
      本人確認書類を開く（{kindOf(path)}・新しいタブ）
    </a>
  );
}

import { useOpenedIdentityDocument } from '../../api/use-opened-identity-document';

export type IdentityDocumentProps = {
  path: string;
  /** What it belongs to, for the image's text alternative (「ソラクラ 三軒茶屋・区画 1C-03の申込」). */
  label: string;
};

const isPdf = (path: string) => path.toLowerCase().endsWith('.pdf');

/**
 * An applicant's identity document, opened through the server as the signed-in staff member when
 * they press 表示する (a `blob:` address of this tab, never a download-token URL; each opening is
 * a 閲覧 in the 監査ログ): an image is shown (and opens full size), a PDF is linked; a file that
 * is not there says so.
 */
export function IdentityDocument({ path, label }: IdentityDocumentProps) {
  const { url, shown, open } = useOpenedIdentityDocument(path);
  if (!shown) {
    return (
      <>
        <p>
          <button type="button" className="admin-button" onClick={open}>
            本人確認書類を表示する<span className="visually-hidden">（{label}）</span>
          </button>
        </p>
        <p className="admin-hint">表示すると、閲覧したことが監査ログに記録されます。</p>
      </>
    );
  }
  if (url.isPending) return <p className="admin-hint">書類を読み込んでいます…</p>;
  if (url.isError) {
    return (
      <p className="admin-error" role="alert">
        書類を開けませんでした。通信状態を確認して、画面を開き直してください。
      </p>
    );
  }
  if (url.data === null) {
    return (
      <p className="admin-error">
        ファイルが見つかりません（{path}）。お客さまに書類の再提出をお願いしてください。
      </p>
    );
  }
  if (isPdf(path)) {
    return (
      <a href={url.data} target="_blank" rel="noopener noreferrer">
        本人確認書類（PDF）を開く<span className="visually-hidden">（{label}・新しいタブ）</span>
      </a>
    );
  }
  return (
    <a
      className="identity-document__image-link"
      href={url.data}
      target="_blank"
      rel="noopener noreferrer"
    >
      <img
        className="identity-document__image"
        src={url.data}
        alt={`本人確認書類（${label}）`}
        loading="lazy"
      />
      <span className="identity-document__open">
        原寸で開く<span className="visually-hidden">（新しいタブ）</span>
      </span>
    </a>
  );
}

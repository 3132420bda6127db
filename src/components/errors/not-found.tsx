import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useNoIndex } from '@/hooks/use-no-index';
import './errors.css';

export const notFoundMessage = 'ページが見つかりません';

export type NotFoundProps = {
  /** What to say instead of the default ページが見つかりません. */
  message?: string;
};

/**
 * The 404 page: the message and the path that was asked for (spec section 2), marked `noindex`
 * while it shows (a soft 404: the HTTP status stays 200, docs/routing.md).
 */
export function NotFound({ message = notFoundMessage }: NotFoundProps) {
  const { pathname } = useLocation();
  useDocumentTitle(message);
  useNoIndex();
  return (
    <article className="error-page">
      <p className="error-page__status" aria-hidden="true">
        404
      </p>
      <h1 className="error-page__title">{message}</h1>
      <p className="error-page__text">
        <code className="error-page__path">{pathname}</code>
        <span> は見つかりませんでした。アドレスに誤りがないかご確認ください。</span>
      </p>
      <p>
        <Link className="error-page__action" to="/">
          ホームへ戻る
        </Link>
      </p>
    </article>
  );
}

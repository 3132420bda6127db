import { useEffect } from 'react';
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isChunkLoadError } from '@/utils/is-chunk-load-error';
import { isNetworkError } from '@/utils/is-network-error';
import './errors.css';

/** What went wrong, in words a visitor can act on. */
function explain(status: number, error: unknown): string {
  if (isChunkLoadError(error)) {
    return 'ページの読み込みに失敗しました。通信環境をご確認のうえ、ページを再読み込みしてください。';
  }
  if (isNetworkError(error)) {
    return '通信できませんでした。電波の良い場所で、もう一度お試しください。';
  }
  switch (status) {
    case 400:
      return 'リクエストの内容に誤りがあります。';
    case 401:
      return 'このページを表示するにはログインが必要です。';
    case 403:
      return 'このページを表示する権限がありません。';
    case 404:
      return 'お探しのページは見つかりませんでした。';
    case 503:
      return 'ただいまサービスをご利用いただけません。しばらくしてから再度お試しください。';
    default:
      return '予期しないエラーが発生しました。しばらくしてから再度お試しください。';
  }
}

/**
 * The error screen for fatal or unhandled errors (spec section 2): the status code (from a
 * thrown response, otherwise 500) and a 「ホームへ戻る」 button to `/`.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A loader may say what failed (`throw data('…', { status })`), e.g. the spec's token messages.
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data.trim() !== ''
      ? error.data
      : explain(status, error);
  useDocumentTitle('エラー');

  useEffect(() => {
    // Kept in the console so an unexpected failure can still be diagnosed on a device.
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  return (
    <article className="error-page" role="alert">
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__title">エラーが発生しました</h1>
      <p className="error-page__text">{message}</p>
      <p className="error-page__actions">
        {status >= 500 ? (
          <button
            type="button"
            className="error-page__action"
            disabled={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            {revalidator.state === 'loading' ? '再試行しています…' : 'もう一度試す'}
          </button>
        ) : null}
        <button type="button" className="error-page__action" onClick={() => void navigate('/')}>
          ホームへ戻る
        </button>
      </p>
    </article>
  );
}

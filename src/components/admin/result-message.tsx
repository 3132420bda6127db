import type { ResultMessageValue } from './use-result-message';
import './admin.css';
import './result-message.css';

export type ResultMessageProps = {
  message: ResultMessageValue;
  onDismiss: () => void;
};

/**
 * The result of a save or delete, shown at the bottom of the window without blocking the
 * screen: success in a `role="status"` region (announced politely, hides itself), failure in a
 * `role="alert"` (announced at once, stays until closed). Both regions are always in the page,
 * so screen readers pick up the text when it appears.
 */
export function ResultMessage({ message, onDismiss }: ResultMessageProps) {
  const success = message?.kind === 'success' ? message : null;
  const failure = message?.kind === 'failure' ? message : null;
  return (
    <div className="result-message">
      <div className="result-message__region" role="status">
        {success ? (
          <div key={success.id} className="result-message__box result-message__box--success">
            <span className="result-message__icon" aria-hidden="true">
              ✓
            </span>
            <span className="result-message__text">{success.text}</span>
            <button type="button" className="result-message__close" onClick={onDismiss}>
              閉じる
            </button>
          </div>
        ) : null}
      </div>
      <div className="result-message__region" role="alert">
        {failure ? (
          <div key={failure.id} className="result-message__box result-message__box--failure">
            <span className="result-message__icon" aria-hidden="true">
              ！
            </span>
            <span className="result-message__text">{failure.text}</span>
            <button type="button" className="result-message__close" onClick={onDismiss}>
              閉じる
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

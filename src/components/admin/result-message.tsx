import type { ResultMessageKind, ResultMessageValue } from './use-result-message';
import './admin.css';
import './result-message.css';

export type ResultMessageProps = {
  message: ResultMessageValue;
  onDismiss: () => void;
};

/** Success is announced politely, failure at once. */
const regions = [
  { kind: 'success', role: 'status', icon: '✓' },
  { kind: 'failure', role: 'alert', icon: '！' },
] as const;

/**
 * The result of a save or delete, shown at the bottom of the window without blocking the
 * screen: success in a `role="status"` region (announced politely, hides itself), failure in a
 * `role="alert"` (announced at once, stays until closed). Both regions are always in the page,
 * so screen readers pick up the text when it appears.
 */
export function ResultMessage({ message, onDismiss }: ResultMessageProps) {
  return (
    <div className="result-message">
      {regions.map(({ kind, role, icon }) => (
        <div key={kind} className="result-message__region" role={role}>
          {message?.kind === kind ? (
            <ResultBox
              key={message.id}
              kind={kind}
              icon={icon}
              text={message.text}
              onDismiss={onDismiss}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}

type ResultBoxProps = {
  kind: ResultMessageKind;
  icon: string;
  text: string;
  onDismiss: () => void;
};

/** One message with its icon and 閉じる; a new `key` per message makes a new box, so the same text twice is announced twice. */
function ResultBox({ kind, icon, text, onDismiss }: ResultBoxProps) {
  return (
    <div className={`result-message__box result-message__box--${kind}`}>
      <span className="result-message__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="result-message__text">{text}</span>
      <button type="button" className="result-message__close" onClick={onDismiss}>
        閉じる
      </button>
    </div>
  );
}

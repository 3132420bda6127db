import { Link } from 'react-router';
import './contact-prompt.css';

export type ContactPromptProps = {
  /** The brand's contact page. */
  to: string;
  /** Whom the visitor would be asking, e.g. the brand's name. */
  name: string;
};

/** The way on when the FAQ did not answer the question: the brand's contact page. */
export function ContactPrompt({ to, name }: ContactPromptProps) {
  return (
    <aside className="contact-prompt" aria-label="お問い合わせのご案内">
      <p className="contact-prompt__text">
        お探しの答えが見つからないときは、{name}までお気軽にお問い合わせください。
      </p>
      <Link className="contact-prompt__link" to={to}>
        お問い合わせフォームへ
      </Link>
    </aside>
  );
}

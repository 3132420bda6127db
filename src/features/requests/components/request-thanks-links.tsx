import { Link } from 'react-router';
import './request-thanks.css';

export type RequestThanksLinksProps = {
  /**
   * Where to go next, in the order shown (「…のトップページへ」, 「物件を探す」, 「よくある質問」…);
   * a null is a link this visit has not (e.g. back to an asset when none was named).
   */
  links: readonly ({ to: string; label: string } | null)[];
};

/** このあとの移動先: the links a thanks page offers once a お問い合わせ or a 内見予約 was sent. */
export function RequestThanksLinks({ links }: RequestThanksLinksProps) {
  return (
    <nav aria-label="このあとの移動先">
      <ul className="request-thanks__links">
        {links.map((link) =>
          link ? (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ) : null,
        )}
      </ul>
    </nav>
  );
}

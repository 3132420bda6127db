import { NavLink } from 'react-router';
import './nav-list.css';

export type NavItem = { to: string; label: string; end?: boolean };

export type NavListProps = {
  /** Names the navigation for screen readers (several `<nav>` share a page). */
  label: string;
  items: readonly NavItem[];
  className?: string;
};

/** A `<nav>` of links; the current page gets `aria-current="page"` from NavLink. */
export function NavList({ label, items, className }: NavListProps) {
  return (
    <nav aria-label={label} className={className ? `nav-list ${className}` : 'nav-list'}>
      <ul className="nav-list__items">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink className="nav-list__link" to={item.to} end={item.end ?? true}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

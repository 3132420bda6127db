import { useId } from 'react';
import { NavLink } from 'react-router';
import type { NavItem } from './nav-list';
import './nav-groups.css';

/** Links under one name (お客様, 請求…); `label` null: links that need none (概要). */
export type NavGroup = { label: string | null; items: readonly NavItem[] };

export type NavGroupsProps = {
  /** Names the navigation for screen readers (several `<nav>` share a page). */
  label: string;
  /** Shown above the groups (what the menu is for). */
  title: string;
  groups: readonly NavGroup[];
};

/**
 * A `<nav>` of links in named groups, each a list labelled by its group's name (a screen reader
 * says 「請求、リスト、3項目」); the current page gets `aria-current="page"` from NavLink.
 */
export function NavGroups({ label, title, groups }: NavGroupsProps) {
  const id = useId();
  return (
    <nav aria-label={label} className="nav-groups">
      <p className="nav-groups__title">{title}</p>
      {groups.map((group, index) => {
        const labelId = `${id}-${index}`;
        return (
          <div key={group.label ?? index} className="nav-groups__group">
            {group.label ? (
              <p id={labelId} className="nav-groups__label">
                {group.label}
              </p>
            ) : null}
            <ul className="nav-groups__items" aria-labelledby={group.label ? labelId : undefined}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink className="nav-groups__link" to={item.to} end={item.end ?? true}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

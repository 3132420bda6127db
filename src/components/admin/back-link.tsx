import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** 「← 一覧に戻る」 at the top of a staff detail screen: back to the list it was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to}>
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}

import type { ReactNode } from 'react';
import { AdminSection } from '@/components/admin/admin-section';

export type MemberTableSectionProps = {
  /** The section's title (請求, 契約): its empty text and the table's label say it too. */
  title: string;
  empty: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** One of the member's tables in its section (scrolling sideways), or 「…はありません。」. */
export function MemberTableSection({ title, empty, head, children }: MemberTableSectionProps) {
  return (
    <AdminSection title={title}>
      {empty ? (
        <p>{title}はありません。</p>
      ) : (
        <div
          className="admin-table-scroll"
          role="region"
          aria-label={`${title}の一覧`}
          tabIndex={0}
        >
          <table className="admin-table member-table">
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}

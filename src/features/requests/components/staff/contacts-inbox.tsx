import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataTableColumn } from '@/components/admin/data-table';
import { useServerList } from '@/components/admin/use-server-list';
import { paths } from '@/config/paths';
import { contactCategoryLabels } from '@/lib/model/contact';
import type { AdminContact } from '../../admin-request';
import { contactsList } from '../../request-lists';
import { RequestInbox } from './request-inbox';

export type ContactsInboxProps = { brandId: string };

const column = createColumnHelper<AdminContact>();

/** The first words of a message, on one line. */
const excerpt = (text: string, length = 40) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}…` : line;
};

const contactColumns: DataTableColumn<AdminContact>[] = [
  column.accessor((c) => contactCategoryLabels[c.category], {
    id: 'category',
    header: '種別',
  }),
  column.accessor((c) => excerpt(c.message), {
    id: 'message',
    header: '内容',
    meta: { wrap: true },
  }),
];

/** The brand's お問い合わせ (RequestInbox) with their 種別 and the start of the message. */
export function ContactsInbox({ brandId }: ContactsInboxProps) {
  const list = useServerList(contactsList, brandId);
  const nameColumn = useMemo(
    () => ({
      id: 'name',
      sortValue: (c: AdminContact) => c.name,
      href: (id: string) => paths.admin.brand.contact.href(brandId, id),
    }),
    [brandId],
  );
  return (
    <RequestInbox
      noun="お問い合わせ"
      list={list}
      nameColumn={nameColumn}
      columns={contactColumns}
    />
  );
}

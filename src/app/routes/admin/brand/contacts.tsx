import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { adminBrandQuery, useAdminBrand } from '@/features/brands/api/admin-get-brand';
import { contactsQuery } from '@/features/requests/api/get-contacts';
import { ContactsInbox } from '@/features/requests/components/staff/contacts-inbox';
import { parseRequestFilter } from '@/features/requests/request-filters';

/** /admin/brands/{brandId}/contacts (admin-guarded, `?status=`): unknown brand → 404 page. */
export const loader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params, request }) => {
    const brandId = params['brandId'] ?? '';
    const filter = parseRequestFilter(new URL(request.url).searchParams.get('status'));
    const [brand] = await Promise.all([
      queryClient.ensureQueryData(adminBrandQuery(brandId)),
      queryClient.ensureQueryData(contactsQuery(brandId, filter)),
    ]);
    requireFound(brand);
    return null;
  };

export function Component() {
  const brandId = useParams()['brandId'] ?? '';
  const brand = requireFound(useAdminBrand(brandId));
  return (
    <Page
      title={paths.admin.brand.contacts.title}
      lead={`${brand.name}に届いたお問い合わせです。お名前を選ぶと内容を確認し、対応状況とメモを記録できます。`}
    >
      <ContactsInbox brandId={brandId} />
    </Page>
  );
}

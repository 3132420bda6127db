import type { ServerListDefinition } from '@/components/admin/use-server-list';
import type { ServerPage } from '@/lib/firebase-server-page';
import {
  brandMailPageQuery,
  type BrandMail,
  type BrandMailFilters,
} from './api/get-brand-mail-page';
import { brandMailFilters } from './brand-mail-params';

/** メール送信履歴 (useServerList): its filters in the address and one page of the brand's mail. */
export const brandMailList: ServerListDefinition<
  string,
  BrandMailFilters,
  BrandMail,
  ServerPage<BrandMail>
> = {
  filters: brandMailFilters,
  page: (brandId, filters, request) => brandMailPageQuery(brandId, { ...request, filters }),
};

import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/company-overview */
export function Component() {
  return (
    <Page title={paths.brand.companyOverview.title} lead="運営会社の情報を掲載するページです。" />
  );
}

import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/terms */
export function Component() {
  return (
    <Page
      title={paths.brand.terms.title}
      lead="レンタルスペースのご利用にあたっての規約を掲載するページです。"
    />
  );
}

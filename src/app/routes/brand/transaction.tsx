import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/transaction */
export function Component() {
  return (
    <Page
      title={paths.brand.transaction.title}
      lead="特定商取引法に基づき、事業者の情報を掲載するページです。"
    />
  );
}

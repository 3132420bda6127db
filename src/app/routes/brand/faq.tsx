import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /{brandId}/faq */
export function Component() {
  return (
    <Page
      title={paths.brand.faq.title}
      lead="このブランドについてよくいただくご質問と回答をまとめたページです。"
    />
  );
}

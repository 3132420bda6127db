import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** /faq */
export function Component() {
  return (
    <Page
      title={paths.faq.title}
      lead="サービス全般についてよくいただくご質問と回答をまとめたページです。"
    />
  );
}

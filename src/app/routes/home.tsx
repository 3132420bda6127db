import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

/** / */
export function Component() {
  return (
    <Page
      title={paths.home.title}
      lead="トランクルーム・バイクガレージ・コンテナなど、各ブランドのレンタルスペースをご紹介するページです。"
    />
  );
}

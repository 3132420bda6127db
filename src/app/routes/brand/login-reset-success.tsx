import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { brandLoader } from '../../loaders/ensure-brand';

// The brand must exist and be published, or this is the 404 page.
export const loader = brandLoader;

/** /{brandId}/login/reset-success */
export function Component() {
  const { brandId = '' } = useParams();
  return (
    <Page
      title={paths.brand.loginResetSuccess.title}
      lead="パスワードを変更しました。新しいパスワードでログインしてください。"
    >
      <p>
        <Link to={paths.brand.login.href(brandId)}>ログイン画面へ</Link>
      </p>
    </Page>
  );
}

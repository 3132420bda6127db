import { Link, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';

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

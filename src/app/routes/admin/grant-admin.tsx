import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { GrantAdminForm } from '@/features/admin-grants/components/staff/grant-admin-form';
import { signInAgainNote } from '@/features/admin-grants/grant-admin-messages';
import { signIn } from '@/features/auth/api/sign-in';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useAuthState } from '@/features/auth/use-auth-state';

/**
 * /admin/grantAdmin (unguarded, spec): sign in with any account, then grant or remove the
 * isAdmin claim by e-mail. The function decides who may (an admin, or the one-time bootstrap
 * secret while no admin exists), so a non-admin who opens this page can do nothing with it.
 */
export function Component() {
  const { token, userEmail, ready } = useAuthState();
  return (
    <Page
      title={paths.admin.grantAdmin.title}
      lead="アカウントに管理者権限を付与するためのページです。"
    >
      {!ready ? (
        <p role="status">ログイン状態を確認しています…</p>
      ) : token === '' ? (
        <>
          <p>
            操作するにはログインしてください。最初の管理者を作るときは、管理者にするご自身のアカウントでログインし、初期設定用シークレットを入力します。
          </p>
          <SignInForm onSubmit={({ email, password }) => signIn(email, password)} />
        </>
      ) : (
        <>
          <p>ログイン中: {userEmail}</p>
          <p>{signInAgainNote}</p>
          <GrantAdminForm />
        </>
      )}
    </Page>
  );
}

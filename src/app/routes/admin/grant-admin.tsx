import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { AdminSection } from '@/components/admin/admin-section';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { useGrantLog, useStaffRoster } from '@/features/admin-grants/api/get-staff-roster';
import type { GrantPreset } from '@/features/admin-grants/components/staff/grant-admin-form';
import { GrantAdminForm } from '@/features/admin-grants/components/staff/grant-admin-form';
import { GrantLog } from '@/features/admin-grants/components/staff/grant-log';
import { StaffRoster } from '@/features/admin-grants/components/staff/staff-roster';
import { takesEffectNote } from '@/features/admin-grants/grant-admin-messages';
import { signIn } from '@/features/auth/api/sign-in';
import { useStaffScope } from '@/features/auth/api/staff-scope';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { useAuthState } from '@/features/auth/use-auth-state';
import { adminBrandsQuery } from '@/features/brands/api/admin-get-brands';

/**
 * /admin/grantAdmin (unguarded, spec): sign in with any account, then grant or remove staff
 * access by e-mail. The function decides who may (operator-wide staff, or the one-time bootstrap
 * secret while no admin exists), so anyone else who opens this page can do nothing with it.
 * Operator-wide staff see the staff with their scope, choose operator-wide or brand staff, and
 * read the grant log; brand staff are told the page is not theirs (docs/auth.md, "Staff").
 */
export function Component() {
  const { token, userEmail, ready } = useAuthState();
  const scope = useStaffScope();
  return (
    <Page
      title={paths.admin.grantAdmin.title}
      lead="管理画面を使える方（管理者）と、その方が扱えるブランドを決めるページです。"
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
      ) : scope?.kind === 'operator' ? (
        <OperatorGrants userEmail={userEmail} />
      ) : scope?.kind === 'brands' ? (
        <p role="alert">
          このページは運営全体の管理者だけが使えます。担当ブランドの変更は、運営全体の管理者に依頼してください。
        </p>
      ) : (
        <>
          <p>ログイン中: {userEmail}</p>
          <p>{takesEffectNote}</p>
          <GrantAdminForm />
        </>
      )}
    </Page>
  );
}

/** The operator-wide staff's screen: who is staff, the form, the log. */
function OperatorGrants({ userEmail }: { userEmail: string }) {
  const brands = useQuery(adminBrandsQuery());
  const staff = useStaffRoster();
  const log = useGrantLog();
  const [preset, setPreset] = useState<{ key: number; value: GrantPreset } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const choices = (brands.data ?? []).map((brand) => ({ id: brand.id, name: brand.name }));

  const pick = (value: GrantPreset) => {
    setPreset((current) => ({ key: (current?.key ?? 0) + 1, value }));
    // The form is below the list: bring it into view, its first field focused.
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' });
      formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
    });
  };

  return (
    <>
      <p>ログイン中: {userEmail}（運営全体の管理者）</p>
      <AdminSection
        title="管理者の一覧"
        description="「運営全体」の方はすべてのブランドとサイト全体の設定を扱えます。「ブランドの担当」の方は、選ばれたブランドだけを扱えます。"
      >
        {staff.isError ? (
          <p role="alert">管理者の一覧を読み込めませんでした。</p>
        ) : staff.data && brands.data ? (
          <StaffRoster staff={staff.data} brands={choices} onPick={pick} />
        ) : (
          <p role="status">読み込み中…</p>
        )}
      </AdminSection>
      <div ref={formRef}>
        <AdminSection
          title="権限の付与・変更・解除"
          description="一覧の「変更」「解除」を押すと、その方の内容がここに入ります。"
        >
          {brands.data ? (
            <GrantAdminForm key={preset?.key ?? 0} brands={choices} preset={preset?.value} />
          ) : (
            <p role="status">読み込み中…</p>
          )}
        </AdminSection>
      </div>
      <AdminSection
        title="変更の記録"
        description="権限の付与・変更・解除を、新しい順に50件まで表示します。"
      >
        {log.isError ? (
          <p role="alert">記録を読み込めませんでした。</p>
        ) : log.data && brands.data ? (
          <GrantLog entries={log.data} brands={choices} />
        ) : (
          <p role="status">読み込み中…</p>
        )}
      </AdminSection>
    </>
  );
}

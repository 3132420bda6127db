import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { authErrorCode } from '@/features/auth/auth-error-code';
import { AuthModePanel } from '@/features/auth/components/auth-mode-panel';
import { useSignedInUid } from '@/features/auth/use-signed-in-uid';
import type { Asset } from '@/lib/model/asset';
import { AssetWaitlist } from '@/features/waitlist/components/asset-waitlist';

/**
 * ログイン / 新規登録 in place, for a visitor who wants to join a line: the apply form's tabs
 * (AuthModePanel) with the words of 空き待ち. Its own few lines rather than the apply form's
 * AccountNeeded, so that component stays in the application page's chunk (a chunk shared by
 * both would add its name to every first load: docs/ARCHITECTURE.md, budget).
 */
function WaitlistAccount({ brandId }: { brandId: string }) {
  const id = useId();
  const location = useLocation();
  // Signed in without a server session still lets the person join (the callable takes the token).
  const run = async (operation: () => Promise<void>) => {
    try {
      await operation();
    } catch (error) {
      if (authErrorCode(error) !== 'session/create-failed') throw error;
    }
  };
  const login = paths.brand.login.href(brandId, {
    redirect: `${location.pathname}${location.search}`,
  });
  return (
    <section className="application-account" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>空き待ちの登録にはアカウントが必要です</h3>
      <p>
        空きのご案内をメールとマイユニットでお知らせするため、ログインまたは新規登録（無料）をお願いします。済んだらこのページのまま登録に進めます。
      </p>
      <AuthModePanel idPrefix={id} brandId={brandId} run={run} />
      <ul className="auth-links">
        <li>
          <Link to={login}>ログインページで手続きする</Link>
        </li>
        <li>
          <Link to={paths.brand.loginReset.href(brandId)}>パスワードをお忘れの方はこちら</Link>
        </li>
      </ul>
    </section>
  );
}

/**
 * The asset page's 空き待ち (docs/waitlist.md), loaded after the page's content: the waitlist
 * feature with who is signed in and the sign-in/sign-up panel.
 */
export function AssetWaitlistSection({ brandId, asset }: { brandId: string; asset: Asset }) {
  const auth = useSignedInUid();
  return (
    <AssetWaitlist
      brandId={brandId}
      asset={asset}
      auth={auth}
      accountNeeded={<WaitlistAccount brandId={brandId} />}
    />
  );
}

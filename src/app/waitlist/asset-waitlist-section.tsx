import { useLocation } from 'react-router';
import { AccountNeeded } from '@/features/auth/components/account-needed';
import { useSignedInUid } from '@/features/auth/use-signed-in-uid';
import type { Asset } from '@/lib/model/asset';
import { AssetWaitlist } from '@/features/waitlist/components/asset-waitlist';

/**
 * The asset page's 空き待ち (docs/waitlist.md), loaded after the page's content: the waitlist
 * feature with who is signed in and the sign-in/sign-up panel of the apply form.
 */
export function AssetWaitlistSection({ brandId, asset }: { brandId: string; asset: Asset }) {
  const location = useLocation();
  const auth = useSignedInUid();
  return (
    <AssetWaitlist
      brandId={brandId}
      asset={asset}
      auth={auth}
      accountNeeded={
        <AccountNeeded
          brandId={brandId}
          returnTo={`${location.pathname}${location.search}`}
          onSignedIn={() => undefined}
          title="空き待ちの登録にはアカウントが必要です"
          lead="空きのご案内をメールとマイユニットでお知らせするため、ログインまたは新規登録（無料）をお願いします。済んだらこのページのまま登録に進めます。"
        />
      }
    />
  );
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { AlreadyApplied } from '@/features/applications/components/already-applied';
import {
  ApplicationSteps,
  type ApplicationStep,
} from '@/features/applications/components/application-steps';
import { ApplyFlow } from '@/features/applications/components/apply-flow';
import { DeferredMarkdown } from '@/features/applications/components/deferred-markdown';
import { SpaceSummary } from '@/features/applications/components/space-summary';
import { usePublishedAsset } from '@/features/assets/api/get-published-asset';
import { AccountNeeded } from '@/features/auth/components/account-needed';
import { AuthPending } from '@/features/auth/components/auth-pending';
import { useSignedInUid } from '@/features/auth/use-signed-in-uid';
import { useBrandPage } from '@/features/content/api/get-brand-page';
import { useAssetSpaces } from '@/features/spaces/api/get-asset-spaces';
import { isOpenHoldFor } from '@/lib/model/open-hold';
import { HowToPayPanel } from '@/features/payment/components/how-to-pay-panel';
import '@/features/applications/components/application.css';

/**
 * 口座振替 on the confirm step, loaded with that step: its form and the bank search would
 * otherwise be chunks named in the entry that every public page downloads.
 */
const DebitAccountSection = lazy(() =>
  import('@/features/debit/components/debit-account-section').then((m) => ({
    default: m.DebitAccountSection,
  })),
);

/** /{brandId}/{assetId}/{spaceId}/application: 注記, the space, then the form or the confirm step. */
export function Component() {
  const { brandId = '', assetId = '', spaceId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const asset = usePublishedAsset(brandId, assetId);
  const spaces = useAssetSpaces(brandId, assetId);
  const annotation = useBrandPage(brandId, 'annotation');
  const terms = useBrandPage(brandId, 'terms');
  const auth = useSignedInUid();
  const [signedInHere, setSignedInHere] = useState(false);
  const target = useMemo(() => ({ brandId, assetId, spaceId }), [brandId, assetId, spaceId]);
  const space = spaces.find((candidate) => candidate.id === spaceId);
  if (!asset || !space) return null;

  const step: ApplicationStep = searchParams.get('step') === 'confirm' ? 'confirm' : 'form';
  const assetHref = paths.brand.asset.href(brandId, assetId);
  const heldByMe =
    space.status !== 'available' && auth.uid !== null && space.reservedBy === auth.uid;
  // 空き待ち: the person offered a held space applies for it as for a free one until the offer
  // ends (the rules allow only them, before hold.until).
  const offeredToMe = isOpenHoldFor(space, auth.uid);
  const open = space.status === 'available' || offeredToMe;

  let body;
  if (!open) {
    body = heldByMe ? (
      <AlreadyApplied target={target} space={space} />
    ) : (
      <div className="application-closed" role="status">
        <p>
          申し訳ありません。この区画は現在お申し込みいただけません（
          {space.status === 'reserved'
            ? 'ほかの方のお申し込みを受け付けています'
            : space.status === 'occupied'
              ? 'ご契約中です'
              : space.status === 'held'
                ? '空き待ちにご登録の方にご案内しています'
                : '募集を停止しています'}
          ）。
        </p>
        <p className="application-closed__links">
          <Link to={`${assetHref}#spaces`}>同じ物件のほかの区画を見る</Link>
          <Link to={paths.brand.list.href(brandId)}>ほかの物件を探す</Link>
        </p>
      </div>
    );
  } else if (terms === null) {
    body = (
      <FormAlert>
        ただいまオンラインでのお申し込みを受け付けておりません。お手数ですが、お問い合わせください。
      </FormAlert>
    );
  } else if (!auth.ready) {
    body = <AuthPending className="application-loading" />;
  } else if (auth.uid === null) {
    body = (
      <AccountNeeded
        brandId={brandId}
        returnTo={location.pathname}
        onSignedIn={() => setSignedInHere(true)}
      />
    );
  } else {
    body = (
      <ApplyFlow
        key={auth.uid}
        target={target}
        uid={auth.uid}
        email={auth.email}
        space={space}
        terms={terms}
        step={step}
        focusForm={signedInHere}
        payment={
          <>
            <HowToPayPanel
              brandId={brandId}
              uid={auth.uid}
              lead="お支払い金額は上記の初回お支払い目安です。審査とご契約の後、請求書でお支払い期限とあわせてお知らせします。"
            />
            <Suspense fallback={null}>
              <DebitAccountSection brandId={brandId} uid={auth.uid} place="apply" />
            </Suspense>
          </>
        }
      />
    );
  }

  const confirming = step === 'confirm' && open && auth.uid !== null;
  return (
    <Page
      title={confirming ? 'お申し込み内容の確認' : paths.brand.application.title}
      lead={
        confirming
          ? undefined
          : `${asset.name}・区画 ${space.label}のお申し込みです。必要事項を入力し、確認画面へお進みください。`
      }
    >
      {open ? <ApplicationSteps current={confirming ? 'confirm' : 'form'} /> : null}
      {annotation && annotation.body && !confirming ? (
        <section className="application-annotation" aria-labelledby="application-annotation">
          <h2 id="application-annotation">
            {annotation.title || 'お申し込みの前にご確認ください'}
          </h2>
          <DeferredMarkdown headingShift={1}>{annotation.body}</DeferredMarkdown>
        </section>
      ) : null}
      <SpaceSummary assetName={asset.name} assetHref={assetHref} space={space} showStatus={!open} />
      {body}
    </Page>
  );
}

import { Link, useLocation, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { applicationDraftStorage } from '@/features/applications/application-draft-storage';
import { ReferenceNumber } from '@/features/applications/components/reference-number';
import { DeferredMarkdown } from '@/features/applications/components/deferred-markdown';
import { usePublishedAsset } from '@/features/assets/api/get-published-asset';
import { useAssetSpaces } from '@/features/spaces/api/get-asset-spaces';
import { useBrandPage } from '@/features/content/api/get-brand-page';
import { useSignedInUid } from '@/features/auth/use-signed-in-uid';
import { HowToPayPanel } from '@/features/payment/components/how-to-pay-panel';
import '@/features/applications/components/application.css';

/**
 * /{brandId}/{assetId}/{spaceId}/application/thanks: the reference number of the application
 * just made (from the navigation, or this tab's record of it after a reload), the brand's 完了
 * page and what happens next. Opened without one, it still says where to see applications.
 */
export function Component() {
  const { brandId = '', assetId = '', spaceId = '' } = useParams();
  const location = useLocation();
  const asset = usePublishedAsset(brandId, assetId);
  const space = useAssetSpaces(brandId, assetId).find((candidate) => candidate.id === spaceId);
  const thanks = useBrandPage(brandId, 'thanks');
  const state = location.state as { reference?: unknown; firstPayment?: unknown } | null;
  const fromState = state?.reference;
  // The 受付番号 of the application just made (this tab's record of it after a reload).
  const reference =
    typeof fromState === 'string'
      ? fromState
      : applicationDraftStorage.readApplied({ brandId, assetId, spaceId });
  // The confirm page's quote, when this tab has just applied (the apply step passes it along).
  const firstPayment =
    typeof state?.firstPayment === 'number' && Number.isSafeInteger(state.firstPayment)
      ? state.firstPayment
      : null;
  const myUnit = paths.brand.myunit.href(brandId);
  const auth = useSignedInUid();

  return (
    <Page
      title={paths.brand.applicationThanks.title}
      heading={reference ? 'お申し込みを受け付けました' : paths.brand.applicationThanks.title}
    >
      {reference ? (
        <>
          <p className="page__lead">
            {asset ? `${asset.name}・` : ''}
            {space ? `区画 ${space.label}` : 'ご希望の区画'}
            のお申し込みをありがとうございます。区画はお客さまのために確保されています。
          </p>
          <p className="application-reference">
            <span className="application-reference__label">受付番号</span>
            <ReferenceNumber reference={reference} className="application-reference__number" />
            <span className="application-reference__label">
              お問い合わせの際にお伝えください（マイユニットでも確認できます）。
            </span>
          </p>
        </>
      ) : (
        <p className="page__lead">お申し込みの状況は、マイユニットでいつでもご確認いただけます。</p>
      )}
      {thanks && thanks.body ? (
        // The brand's own 完了ページ says what happens next in its words.
        <DeferredMarkdown>{thanks.body}</DeferredMarkdown>
      ) : (
        <section className="application-section" aria-labelledby="thanks-next">
          <h2 id="thanks-next">このあとの流れ</h2>
          <ol className="application-next-steps">
            <li>担当者がお申し込みの内容と本人確認書類を確認します。</li>
            <li>審査の結果をメールでお知らせします。状況はマイユニットでも確認できます。</li>
            <li>承認後、ご契約とお支払いの手続きをご案内します。</li>
          </ol>
          <p>審査が終わるまでは、マイユニットからお申し込みを取り消せます。</p>
        </section>
      )}
      {reference ? (
        <HowToPayPanel
          brandId={brandId}
          uid={auth.uid}
          {...(firstPayment === null
            ? { lead: 'お支払いはご契約の後です。金額とお支払い期限は請求書でお知らせします。' }
            : {
                amount: firstPayment,
                subject: '初回分（目安）',
                lead: 'お支払いはご契約の後です。下記は初回お支払い目安で、正式な金額とお支払い期限は請求書でお知らせします。',
              })}
        />
      ) : null}
      <ul className="application-links">
        <li>
          <Link className="button button--primary" to={myUnit}>
            マイユニットへ
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to={paths.brand.home.href(brandId)}>
            トップページへ
          </Link>
        </li>
      </ul>
    </Page>
  );
}

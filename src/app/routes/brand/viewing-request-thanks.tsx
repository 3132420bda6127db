import { useLocation, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { PhoneInquiry } from '@/features/requests/components/phone-inquiry';
import { RequestThanksLinks } from '@/features/requests/components/request-thanks-links';
import { ViewingRequestSummary } from '@/features/requests/components/viewing-request-summary';
import { readViewingRequestReceipt } from '@/features/requests/viewing-request-receipt';
import '@/features/requests/components/request-thanks.css';

/**
 * /{brandId}/preview/thanks: the 内見予約 was received. Right after sending it repeats the
 * asset and preferred slots (from the history entry); opened directly, the message alone.
 */
export function Component() {
  const { brandId = '' } = useParams();
  const location = useLocation();
  const brand = usePublishedBrand(brandId);
  if (!brand) return null;
  const receipt = readViewingRequestReceipt(location.state);
  return (
    <Page
      title={paths.brand.viewingRequestThanks.title}
      heading="内見のご予約を受け付けました"
      lead={
        receipt?.assetName
          ? `「${receipt.assetName}」の内見のお申し込み、ありがとうございます。`
          : `${brand.name}の内見のお申し込み、ありがとうございます。`
      }
    >
      <p className="request-thanks__text">
        ご希望の日時をもとに担当者が日程を調整し、確定した日時をご入力のメールアドレスへお知らせします。通常、翌営業日までにご連絡します。日程が確定するまで、ご予約は仮のものとなります。
      </p>
      {receipt?.assetName ? <ViewingRequestSummary receipt={receipt} /> : null}
      <p className="request-thanks__text">
        メールが届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
      <PhoneInquiry
        brand={brand}
        prefix="日程の変更やお急ぎのご用件は、"
        className="request-thanks__text"
      />
      <RequestThanksLinks
        links={[
          receipt?.assetName
            ? {
                to: paths.brand.asset.href(brandId, receipt.assetId),
                label: `${receipt.assetName}のページへ戻る`,
              }
            : null,
          { to: paths.brand.list.href(brandId), label: 'ほかの物件を探す' },
          { to: paths.brand.home.href(brandId), label: `${brand.name}のトップページへ` },
          { to: paths.brand.faq.href(brandId), label: 'よくある質問' },
        ]}
      />
    </Page>
  );
}

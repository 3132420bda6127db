import { useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { PhoneInquiry } from '@/features/requests/components/phone-inquiry';
import { RequestThanksLinks } from '@/features/requests/components/request-thanks-links';
import '@/features/requests/components/request-thanks.css';

/** /{brandId}/contact/thanks: the お問い合わせ was received (a plain page: fine to open directly). */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  if (!brand) return null;
  return (
    <Page
      title={paths.brand.contactThanks.title}
      heading="お問い合わせを受け付けました"
      lead={`${brand.name}へのお問い合わせ、ありがとうございます。`}
    >
      <p className="request-thanks__text">
        内容を確認のうえ、担当者よりご入力のメールアドレスへご返信します。通常、翌営業日までにご連絡します。返信が届かない場合は、迷惑メールフォルダもご確認ください。
      </p>
      <PhoneInquiry brand={brand} prefix="お急ぎのご用件は、" className="request-thanks__text" />
      <RequestThanksLinks
        links={[
          { to: paths.brand.home.href(brandId), label: `${brand.name}のトップページへ` },
          { to: paths.brand.list.href(brandId), label: '物件を探す' },
          { to: paths.brand.faq.href(brandId), label: 'よくある質問' },
        ]}
      />
    </Page>
  );
}

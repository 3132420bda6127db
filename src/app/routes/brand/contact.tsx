import { useNavigate, useParams } from 'react-router';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { usePublishedBrand } from '@/features/brands/api/get-published-brand';
import { useSendContact } from '@/features/requests/api/send-contact';
import { ContactForm } from '@/features/requests/components/contact-form';
import { PhoneInquiry } from '@/features/requests/components/phone-inquiry';
import { useSignedInMember } from '@/features/auth/use-signed-in-member';

/** /{brandId}/contact: お問い合わせ, prefilled for a signed-in member; then the thanks page. */
export function Component() {
  const { brandId = '' } = useParams();
  const brand = usePublishedBrand(brandId);
  const navigate = useNavigate();
  const sender = useSignedInMember(brandId);
  const { mutateAsync: sendContact } = useSendContact();
  if (!brand) return null;

  const { member } = sender;
  const prefill = member
    ? { name: member.name, email: member.email, phone: member.phone }
    : sender.email
      ? { email: sender.email }
      : null;

  return (
    <Page
      title={`${brand.name}への${paths.brand.contact.title}`}
      heading={paths.brand.contact.title}
      lead={`${brand.name}へのご質問・ご相談はこちらのフォームからお送りください。通常、翌営業日までに担当者よりメールでご返信します。`}
    >
      <PhoneInquiry brand={brand} className="page__lead" />
      <ContactForm
        prefill={prefill}
        privacyPolicyHref={paths.brand.privacyPolicy.href(brandId)}
        send={async (contact) => {
          await sendContact({ brandId, contact, uid: await sender.senderUid() });
        }}
        // replace: Back from the thanks page does not return to a form that was already sent.
        onSent={() => navigate(paths.brand.contactThanks.href(brandId), { replace: true })}
      />
    </Page>
  );
}

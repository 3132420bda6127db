import { useParams } from 'react-router';
import { BackLink } from '@/components/admin/back-link';
import { Page } from '@/components/page/page';
import { DeliveryLog } from '@/features/mail/components/staff/delivery-log';
import { paths } from '@/config/paths';
import { requireFound } from '@/app/loaders/require-found';
import { useUpdateContact } from '@/features/requests/api/update-contact';
import { useContact } from '@/features/requests/api/get-contact';
import { ContactDetail } from '@/features/requests/components/staff/contact-detail';

export function Component() {
  const params = useParams();
  const brandId = params['brandId'] ?? '';
  const contactId = params['contactId'] ?? '';
  const contact = requireFound(useContact(brandId, contactId));
  const updateContact = useUpdateContact();
  return (
    <Page
      title={`${contact.name}さんのお問い合わせ | ${paths.admin.brand.contact.title}`}
      heading={`${contact.name}さんのお問い合わせ`}
    >
      <BackLink to={paths.admin.brand.contacts.href(brandId)}>お問い合わせ一覧に戻る</BackLink>
      <ContactDetail
        brandId={brandId}
        contact={contact}
        // The contacts feature's one write for staff (status move checked against the state
        // table before writing, and/or the 対応メモ), bound to the status as read.
        onUpdate={(change) =>
          updateContact.mutateAsync({ brandId, contactId, current: contact.status, ...change })
        }
      />
      <DeliveryLog about={{ brandId, type: 'contact', id: contactId }} />
    </Page>
  );
}

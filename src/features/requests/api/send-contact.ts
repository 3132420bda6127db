import { useMutation } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { contactConverter } from '@/lib/converters/contact-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { ContactFields } from '../contact-form-schema';

export type SendContactInput = {
  brandId: string;
  contact: ContactFields;
  /** The signed-in sender's uid (the rules accept only the caller's own); absent for a visitor. */
  uid?: string | undefined;
};

/**
 * Creates an お問い合わせ as firestore.rules require: status `new`, both timestamps the
 * server's, `uid` only when signed in, an empty phone left out. Returns the new id.
 */
export async function sendContact(db: Firestore, input: SendContactInput): Promise<string> {
  const { contact, uid } = input;
  const ref = await addDoc(
    collection(db, collectionPaths.contacts(input.brandId)).withConverter(contactConverter),
    {
      name: contact.name,
      email: contact.email,
      ...(contact.phone === undefined ? {} : { phone: contact.phone }),
      category: contact.category,
      message: contact.message,
      ...(uid === undefined ? {} : { uid }),
      status: 'new',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    },
  );
  return ref.id;
}

/** sendContact with the app's Firestore (nothing cached to refresh: visitors cannot read contacts). */
export function useSendContact() {
  return useMutation({ mutationFn: (input: SendContactInput) => sendContact(firestore, input) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteField,
  doc,
  runTransaction,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore/lite';
import { memberConverter } from '@/lib/converters/member-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { MemberForm } from '@/lib/model/member';
import { memberSearchKeys } from '@/lib/model/member-search-keys';
import { firstCustomerNumber } from '@/lib/model/transfer-name';
import { memberKeys } from './keys';

export type SaveMemberInput = {
  brandId: string;
  /** The signed-in user: the profile's id and `uid` (the rules require the caller's own). */
  uid: string;
  profile: MemberForm;
  /** Whether the profile exists (as read): create it, or update it keeping `createdAt`. */
  exists: boolean;
};

/** An optional field left empty is stored as an absent key, never as '' (data-model.md). */
function filled(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * Saves the user's profile with a brand, as firestore.rules require: a new profile is created
 * with `uid` and both timestamps from the server clock; an existing one is updated field by
 * field (`createdAt` untouched, `updatedAt` = server time), and a cleared 建物名 or 生年月日 is
 * removed rather than written empty.
 */
export async function saveMember(db: Firestore, input: SaveMemberInput): Promise<void> {
  const { brandId, uid, profile } = input;
  const building = filled(profile.building);
  const birthDate = filled(profile.birthDate);
  const fields = {
    email: profile.email,
    name: profile.name,
    kana: profile.kana,
    phone: profile.phone,
    postalCode: profile.postalCode,
    prefecture: profile.prefecture,
    city: profile.city,
    addressLine: profile.addressLine,
    // The staff's search keys, made from the same save (firestore.rules check e-mail and phone).
    search: memberSearchKeys(profile),
  };
  const ref = doc(db, collectionPaths.member(brandId, uid));
  const numbersRef = doc(db, collectionPaths.customerNumbers(brandId));
  await runTransaction(db, async (tx) => {
    // お客様番号: a profile without one takes the next number of the brand in the same write
    // (firestore.rules tie the counter's +1 to this member document; docs/billing.md).
    const current = await tx.get(ref);
    const hasNumber = current.exists() && typeof current.data()['customerNumber'] === 'number';
    let customerNumber: number | undefined;
    if (!hasNumber) {
      const numbers = await tx.get(numbersRef);
      const last: unknown = numbers.exists() ? numbers.data()['last'] : undefined;
      customerNumber = (typeof last === 'number' ? last : firstCustomerNumber - 1) + 1;
      tx.set(numbersRef, { last: customerNumber, lastUid: uid, updatedAt: serverTimestamp() });
    }
    const taken = customerNumber === undefined ? {} : { customerNumber };
    if (!input.exists || !current.exists()) {
      tx.set(ref.withConverter(memberConverter), {
        uid,
        ...fields,
        ...(building === undefined ? {} : { building }),
        ...(birthDate === undefined ? {} : { birthDate }),
        ...taken,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return;
    }
    tx.update(ref, {
      ...fields,
      building: building ?? deleteField(),
      birthDate: birthDate ?? deleteField(),
      ...taken,
      updatedAt: serverTimestamp(),
    });
  });
}

/** saveMember with the app's Firestore; the profile is read again after it is saved. */
export function useSaveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMemberInput) => saveMember(firestore, input),
    onSuccess: async (_, { brandId, uid }) => {
      await queryClient.invalidateQueries({ queryKey: memberKeys.byId(brandId, uid) });
    },
  });
}

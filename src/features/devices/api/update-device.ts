import { useMutation, useQueryClient } from '@tanstack/react-query';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DeviceFields } from '../device-form-schema';
import { deviceKeys } from './keys';

export type UpdateDeviceInput = { id: string; fields: DeviceFields };

/** Saves what staff edit; `lastSeenAt` (reported by the device) and `createdAt` stay. */
export async function updateDevice(
  db: Firestore,
  { id, fields }: UpdateDeviceInput,
): Promise<void> {
  await updateDoc(doc(db, collectionPaths.device(id)), {
    ...fields,
    updatedAt: serverTimestamp(),
  });
}

export function useUpdateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateDeviceInput) => updateDevice(firestore, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

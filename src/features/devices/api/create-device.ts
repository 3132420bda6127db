import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { deviceConverter } from '@/lib/converters/device-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DeviceFields } from '../device-form-schema';
import { deviceKeys } from './keys';

/** Registers a device; it has not reported yet (`lastSeenAt` null). */
export async function createDevice(db: Firestore, fields: DeviceFields): Promise<string> {
  const ref = collection(db, collectionPaths.devices()).withConverter(deviceConverter);
  const created = await addDoc(ref, {
    ...fields,
    lastSeenAt: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

export function useCreateDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: DeviceFields) => createDevice(firestore, fields),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

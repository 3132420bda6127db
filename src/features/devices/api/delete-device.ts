import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { deviceKeys } from './keys';

/** Deletes a device's record (after the screen's confirmation). */
export async function deleteDevice(id: string): Promise<void> {
  await deleteDoc(doc(firestore, collectionPaths.device(id)));
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

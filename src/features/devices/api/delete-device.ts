import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDoc, doc, type Firestore } from 'firebase/firestore/lite';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { deviceKeys } from './keys';

/** Deletes a device's record (after the screen's confirmation). */
export async function deleteDevice(db: Firestore, id: string): Promise<void> {
  await deleteDoc(doc(db, collectionPaths.device(id)));
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDevice(firestore, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}

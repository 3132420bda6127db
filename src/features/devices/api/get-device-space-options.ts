import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { spaceConverter } from '@/lib/converters/space-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { deviceKeys } from './keys';

export type DeviceSpaceOption = { id: string; label: string };

/** An asset's spaces as choices for a device (spaces of one asset, order by label). */
export async function getDeviceSpaceOptions(
  brandId: string,
  assetId: string,
): Promise<DeviceSpaceOption[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.spaces(brandId, assetId)).withConverter(spaceConverter),
      orderBy('label'),
    ),
  );
  return snapshot.docs.map((d) => ({ id: d.id, label: d.data().label }));
}

export const deviceSpaceOptionsQuery = (brandId: string, assetId: string) =>
  queryOptions({
    queryKey: deviceKeys.spaceOptions(brandId, assetId),
    queryFn: () => getDeviceSpaceOptions(brandId, assetId),
    enabled: brandId !== '' && assetId !== '',
  });

export function useDeviceSpaceOptions(brandId: string, assetId: string) {
  return useQuery(deviceSpaceOptionsQuery(brandId, assetId));
}

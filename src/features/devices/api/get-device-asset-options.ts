import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { assetConverter } from '@/lib/converters/asset-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import { deviceKeys } from './keys';

export type DeviceAssetOption = { id: string; name: string };

/** A brand's assets as choices for a device (the admin query: order by assetNumber). */
export async function getDeviceAssetOptions(brandId: string): Promise<DeviceAssetOption[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.assets(brandId)).withConverter(assetConverter),
      orderBy('assetNumber'),
    ),
  );
  return snapshot.docs.map((d) => ({ id: d.id, name: d.data().name }));
}

export const deviceAssetOptionsQuery = (brandId: string) =>
  queryOptions({
    queryKey: deviceKeys.assetOptions(brandId),
    queryFn: () => getDeviceAssetOptions(brandId),
    enabled: brandId !== '',
  });

/** Loaded when a brand is chosen in the device form (not a suspense read: the form stays). */
export function useDeviceAssetOptions(brandId: string) {
  return useQuery(deviceAssetOptionsQuery(brandId));
}

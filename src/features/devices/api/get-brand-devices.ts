import { queryOptions, useSuspenseQueries } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { deviceConverter } from '@/lib/converters/device-converter';
import { firestore } from '@/lib/firebase-firestore';
import { collectionPaths } from '@/lib/model/collection-paths';
import type { DeviceWithId } from '../device-with-id';
import { deviceKeys } from './keys';

/**
 * One brand's devices by name: the query of data-model.md's table (`brandId == X` order by
 * `name`, index devices: brandId ↑, name ↑). The list across brands asks once per brand.
 */
export async function getBrandDevices(brandId: string): Promise<DeviceWithId[]> {
  const snapshot = await getDocs(
    query(
      collection(firestore, collectionPaths.devices()).withConverter(deviceConverter),
      where('brandId', '==', brandId),
      orderBy('name'),
    ),
  );
  return snapshot.docs.map((d) => ({ ...d.data(), id: d.id }));
}

export const brandDevicesQuery = (brandId: string) =>
  queryOptions({
    queryKey: deviceKeys.byBrand(brandId),
    queryFn: () => getBrandDevices(brandId),
  });

/** The devices of all the given brands, by name (one query per brand, in parallel). */
export function useAdminDevices(brandIds: readonly string[]): DeviceWithId[] {
  return useSuspenseQueries({
    queries: brandIds.map((brandId) => brandDevicesQuery(brandId)),
    combine: (results) =>
      results
        .flatMap((result) => result.data)
        .sort((a, b) => a.name.localeCompare(b.name, 'ja', { numeric: true })),
  });
}

import { deviceStatuses } from '@/lib/model/device';
import type { DeviceStatus } from '@/lib/model/device';
import { needsAttention } from './device-attention';
import type { DeviceWithId } from './device-with-id';

/** The device list's filters, kept in the address (?brand=&asset=&status=&attention=1). */
export type DeviceFilters = {
  brandId: string | null;
  assetId: string | null;
  status: DeviceStatus | null;
  attentionOnly: boolean;
};

const isStatus = (value: string | null): value is DeviceStatus =>
  value !== null && (deviceStatuses as readonly string[]).includes(value);

export function parseDeviceFilters(params: URLSearchParams): DeviceFilters {
  const status = params.get('status');
  return {
    brandId: params.get('brand') || null,
    assetId: params.get('asset') || null,
    status: isStatus(status) ? status : null,
    attentionOnly: params.get('attention') === '1',
  };
}

export function deviceFiltersToParams(filters: DeviceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.brandId) params.set('brand', filters.brandId);
  if (filters.assetId) params.set('asset', filters.assetId);
  if (filters.status) params.set('status', filters.status);
  if (filters.attentionOnly) params.set('attention', '1');
  return params;
}

/** The devices the filters let through (an asset is only meaningful with its brand). */
export function filterDevices(
  devices: readonly DeviceWithId[],
  filters: DeviceFilters,
): DeviceWithId[] {
  return devices.filter(
    (device) =>
      (!filters.brandId || device.brandId === filters.brandId) &&
      (!filters.assetId || device.assetId === filters.assetId) &&
      (!filters.status || device.status === filters.status) &&
      (!filters.attentionOnly || needsAttention(device)),
  );
}

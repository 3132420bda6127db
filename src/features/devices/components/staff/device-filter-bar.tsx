import { useId } from 'react';
import { AdminToolbar, ToolbarSelect } from '@/components/admin/admin-toolbar';
import { deviceStatusLabels, deviceStatuses } from '@/lib/model/device';
import type { DeviceStatus } from '@/lib/model/device';
import type { DeviceFilters } from '../../device-filters';

export type DeviceFilterBarProps = {
  filters: DeviceFilters;
  brands: readonly { id: string; name: string }[];
  /** The asset ids of the chosen brand's devices. */
  assetIds: readonly string[];
  onChange: (filters: DeviceFilters) => void;
};

/** ブランド, 物件, 状態 and 要対応のみ: the device list's filters. */
export function DeviceFilterBar({ filters, brands, assetIds, onChange }: DeviceFilterBarProps) {
  const id = useId();
  return (
    <AdminToolbar label="デバイスの絞り込み">
      <ToolbarSelect
        id={`${id}-brand`}
        label="ブランド"
        value={filters.brandId ?? ''}
        onChange={(value) => onChange({ ...filters, brandId: value || null, assetId: null })}
      >
        <option value="">すべてのブランド</option>
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {brand.name}
          </option>
        ))}
      </ToolbarSelect>
      <ToolbarSelect
        id={`${id}-asset`}
        label="物件"
        value={filters.assetId ?? ''}
        disabled={!filters.brandId}
        aria-describedby={filters.brandId ? undefined : `${id}-asset-hint`}
        onChange={(value) => onChange({ ...filters, assetId: value || null })}
        after={
          filters.brandId ? null : (
            <span id={`${id}-asset-hint`} className="admin-hint">
              ブランドを選ぶと選べます
            </span>
          )
        }
      >
        <option value="">すべての物件</option>
        {assetIds.map((assetId) => (
          <option key={assetId} value={assetId}>
            {assetId}
          </option>
        ))}
      </ToolbarSelect>
      <ToolbarSelect
        id={`${id}-status`}
        label="状態"
        value={filters.status ?? ''}
        onChange={(value) =>
          onChange({ ...filters, status: (value || null) as DeviceStatus | null })
        }
      >
        <option value="">すべての状態</option>
        {deviceStatuses.map((status) => (
          <option key={status} value={status}>
            {deviceStatusLabels[status]}
          </option>
        ))}
      </ToolbarSelect>
      <label className="devices__check">
        <input
          type="checkbox"
          checked={filters.attentionOnly}
          onChange={(event) => onChange({ ...filters, attentionOnly: event.target.checked })}
        />
        要対応（通信断・電池残量低下）のみ
      </label>
    </AdminToolbar>
  );
}

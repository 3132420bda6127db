import { useId } from 'react';
import { AdminToolbar } from '@/components/admin/admin-toolbar';
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
      <div className="admin-toolbar__item">
        <label htmlFor={`${id}-brand`}>ブランド</label>
        <select
          id={`${id}-brand`}
          className="admin-input"
          value={filters.brandId ?? ''}
          onChange={(event) =>
            onChange({ ...filters, brandId: event.target.value || null, assetId: null })
          }
        >
          <option value="">すべてのブランド</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-toolbar__item">
        <label htmlFor={`${id}-asset`}>物件</label>
        <select
          id={`${id}-asset`}
          className="admin-input"
          value={filters.assetId ?? ''}
          disabled={!filters.brandId}
          aria-describedby={filters.brandId ? undefined : `${id}-asset-hint`}
          onChange={(event) => onChange({ ...filters, assetId: event.target.value || null })}
        >
          <option value="">すべての物件</option>
          {assetIds.map((assetId) => (
            <option key={assetId} value={assetId}>
              {assetId}
            </option>
          ))}
        </select>
        {filters.brandId ? null : (
          <span id={`${id}-asset-hint`} className="admin-hint">
            ブランドを選ぶと選べます
          </span>
        )}
      </div>
      <div className="admin-toolbar__item">
        <label htmlFor={`${id}-status`}>状態</label>
        <select
          id={`${id}-status`}
          className="admin-input"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({ ...filters, status: (event.target.value || null) as DeviceStatus | null })
          }
        >
          <option value="">すべての状態</option>
          {deviceStatuses.map((status) => (
            <option key={status} value={status}>
              {deviceStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
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

import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { AdminSection } from '@/components/admin/admin-section';
import { DeleteDialog } from '@/components/admin/confirm-dialog';
import { OpenFormButton } from '@/components/admin/open-form-button';
import { ResultMessage } from '@/components/admin/result-message';
import { useCrudPanel } from '@/components/admin/use-crud-panel';
import { useResultMessage } from '@/components/admin/use-result-message';
import { useCreateDevice } from '../../api/create-device';
import { useDeleteDevice } from '../../api/delete-device';
import { useAdminDevices } from '../../api/get-brand-devices';
import { useUpdateDevice } from '../../api/update-device';
import { deviceAttention, lowBatteryThreshold } from '../../device-attention';
import { deviceFiltersToParams, filterDevices, parseDeviceFilters } from '../../device-filters';
import type { DeviceFilters } from '../../device-filters';
import type { DeviceFields } from '../../device-form-schema';
import { deviceMessages } from '../../device-messages';
import type { DeviceWithId } from '../../device-with-id';
import { DeviceFilterBar } from './device-filter-bar';
import { DeviceForm } from './device-form';
import { DeviceTable } from './device-table';
import './devices.css';

export type DevicesManagerProps = {
  /** Every brand (id and name), published or not: the devices of each are listed. */
  brands: readonly { id: string; name: string }[];
};

/** The panel: a new device (null) or the one being edited. */
type Editing = { device: DeviceWithId | null };

/**
 * /admin/deviceList's body: what needs attention, the filters (in the address), the table,
 * adding and editing in a form above it, and deleting after a confirmation.
 */
export function DevicesManager({ brands }: DevicesManagerProps) {
  const brandIds = useMemo(() => brands.map((brand) => brand.id), [brands]);
  const brandNames = useMemo(
    () => new Map(brands.map((brand) => [brand.id, brand.name] as const)),
    [brands],
  );
  const devices = useAdminDevices(brandIds);
  const [searchParams, setSearchParams] = useSearchParams();
  // Shown at once from local state; the address follows (replace: no history entry per click).
  const [filters, setFilterState] = useState<DeviceFilters>(() => parseDeviceFilters(searchParams));
  const shown = filterDevices(devices, filters);
  const assetIds = useMemo(
    () =>
      [...new Set(devices.filter((d) => d.brandId === filters.brandId).map((d) => d.assetId))].sort(
        (a, b) => a.localeCompare(b, 'ja', { numeric: true }),
      ),
    [devices, filters.brandId],
  );

  const create = useCreateDevice();
  const update = useUpdateDevice();
  const remove = useDeleteDevice();
  const result = useResultMessage();
  const crud = useCrudPanel<Editing, DeviceWithId>();
  const { panel: editing, deleting } = crud;
  const formHeadingRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const offline = devices.filter((d) => deviceAttention(d).offline).length;
  const lowBattery = devices.filter((d) => deviceAttention(d).lowBattery).length;

  const setFilters = (next: DeviceFilters) => {
    setFilterState(next);
    setSearchParams(deviceFiltersToParams(next), { replace: true, preventScrollReset: true });
  };

  const { open, close, askDelete } = crud;
  const openForm = useCallback(
    (device: DeviceWithId | null) => {
      open({ device });
      // The form opens above the table: take the eye (and focus) to its first field.
      requestAnimationFrame(() => {
        formHeadingRef.current?.scrollIntoView({ block: 'start' });
        formHeadingRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
      });
    },
    [open],
  );

  const save = async (fields: DeviceFields) => {
    if (editing?.device) {
      await update.mutateAsync({ id: editing.device.id, fields });
      result.showSuccess(deviceMessages.saved);
    } else {
      await create.mutateAsync(fields);
      result.showSuccess(deviceMessages.created);
    }
    close();
  };

  const confirmDelete = () =>
    crud.confirmDelete(
      async ({ id }) => {
        await remove.mutateAsync(id);
        result.showSuccess(deviceMessages.deleted);
      },
      (error) => adminErrorMessage(error, adminErrorMessages.deleteFailed),
    );

  const onEdit = useCallback((device: DeviceWithId) => openForm(device), [openForm]);
  const onDelete = useCallback((device: DeviceWithId) => askDelete(device), [askDelete]);

  return (
    <div className="devices">
      <p className="devices__summary" role="status">
        {offline + lowBattery === 0 ? (
          '要対応のデバイスはありません。'
        ) : (
          <>
            <strong>要対応:</strong> 通信断 {offline}台・電池残量低下（{lowBatteryThreshold}%未満）{' '}
            {lowBattery}台
          </>
        )}
      </p>

      <AdminSection
        title={editing ? (editing.device ? 'デバイスを編集' : 'デバイスを追加') : 'デバイスを追加'}
        actions={
          <OpenFormButton formId={formId} open={Boolean(editing)} onOpen={() => openForm(null)}>
            デバイスを追加
          </OpenFormButton>
        }
      >
        <div id={formId} ref={formHeadingRef}>
          {editing ? (
            <DeviceForm
              key={editing.device?.id ?? 'new'}
              device={editing.device}
              brands={brands}
              defaultBrandId={filters.brandId}
              onSave={save}
              onCancel={close}
            />
          ) : (
            <p className="admin-hint">
              スマートロック・ゲートウェイ・防犯カメラ・環境センサーを、設置した物件（と区画）に登録します。
            </p>
          )}
        </div>
      </AdminSection>

      <DeviceTable
        devices={shown}
        total={devices.length}
        brandNames={brandNames}
        onEdit={onEdit}
        onDelete={onDelete}
        filterKey={deviceFiltersToParams(filters).toString()}
        toolbar={
          <DeviceFilterBar
            filters={filters}
            brands={brands}
            assetIds={assetIds}
            onChange={setFilters}
          />
        }
      />

      <DeleteDialog
        open={deleting !== null}
        title="デバイスを削除しますか？"
        busyLabel="削除しています…"
        busy={remove.isPending}
        error={crud.deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={crud.cancelDelete}
      >
        {deleting ? (
          <>
            <p>
              「{deleting.name}」（{deleting.serialNumber}、{deleting.assetId}
              {deleting.spaceId ? ` ${deleting.spaceId}` : ''}）をデバイス一覧から削除します。
            </p>
            <p>元に戻せません。機器そのものの設定や動作は変わりません。</p>
          </>
        ) : null}
      </DeleteDialog>
      <ResultMessage message={result.message} onDismiss={result.clear} />
    </div>
  );
}

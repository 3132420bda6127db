import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { adminErrorMessage, adminErrorMessages } from '@/components/admin/admin-error-message';
import { useUnsavedChangesBlocker } from '@/components/admin/use-unsaved-changes-blocker';
import { Field } from '@/components/form/field';
import { Form } from '@/components/form/form';
import { SelectField } from '@/components/form/select-field';
import { SubmitActions } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import {
  deviceKindLabels,
  deviceKinds,
  deviceStatusLabels,
  deviceStatuses,
} from '@/lib/model/device';
import { limits } from '#shared/model/limits.js';
import { toHalfWidthDigits } from '@/utils/normalize-digits';
import { useDeviceAssetOptions } from '../../api/get-device-asset-options';
import { useDeviceSpaceOptions } from '../../api/get-device-space-options';
import { deviceFormSchema } from '../../device-form-schema';
import type { DeviceFields, DeviceFormValues } from '../../device-form-schema';
import type { DeviceWithId } from '../../device-with-id';

export type DeviceFormBrand = { id: string; name: string };

export type DeviceFormProps = {
  /** The device being edited, or null for a new one. */
  device: DeviceWithId | null;
  brands: readonly DeviceFormBrand[];
  /** A new device's brand (the list's brand filter, if any). */
  defaultBrandId?: string | null;
  onSave: (fields: DeviceFields) => Promise<void>;
  onCancel: () => void;
};

const kindOptions = deviceKinds.map((kind) => ({ value: kind, label: deviceKindLabels[kind] }));
const statusOptions = deviceStatuses.map((status) => ({
  value: status,
  label: deviceStatusLabels[status],
}));

function valuesOf(device: DeviceWithId | null, brandId: string): DeviceFormValues {
  if (!device) {
    return {
      name: '',
      kind: 'smart-lock',
      serialNumber: '',
      brandId,
      assetId: '',
      spaceId: '',
      status: 'online',
      batteryLevel: '',
      note: '',
    };
  }
  return {
    name: device.name,
    kind: device.kind,
    serialNumber: device.serialNumber,
    brandId: device.brandId,
    assetId: device.assetId,
    spaceId: device.spaceId ?? '',
    status: device.status,
    batteryLevel: device.batteryLevel === null ? '' : String(device.batteryLevel),
    note: device.note,
  };
}

/** 物件 and 区画: the chosen brand's assets, then the chosen asset's spaces. */
function PlacementFields() {
  const { register, setValue, getValues } = useFormContext<DeviceFormValues>();
  const brandId = useWatch<DeviceFormValues, 'brandId'>({ name: 'brandId' });
  const assetId = useWatch<DeviceFormValues, 'assetId'>({ name: 'assetId' });
  const assets = useDeviceAssetOptions(brandId);
  const spaces = useDeviceSpaceOptions(brandId, assetId);
  const previousBrand = useRef(brandId);
  const previousAsset = useRef(assetId);

  // Another brand or asset: the asset and space chosen before no longer fit.
  useEffect(() => {
    if (previousBrand.current !== brandId) {
      previousBrand.current = brandId;
      if (getValues('assetId') !== '') setValue('assetId', '', { shouldDirty: true });
    }
  }, [brandId, getValues, setValue]);
  useEffect(() => {
    if (previousAsset.current !== assetId) {
      previousAsset.current = assetId;
      if (getValues('spaceId') !== '') setValue('spaceId', '', { shouldDirty: true });
    }
  }, [assetId, getValues, setValue]);

  // A stored asset or space that is not (or no longer) in the lists still shows as chosen.
  const assetOptions = assets.data ?? [];
  const spaceOptions = spaces.data ?? [];
  const storedAsset = assetId && !assetOptions.some((a) => a.id === assetId) ? assetId : null;
  const spaceId = getValues('spaceId');
  const storedSpace = spaceId && !spaceOptions.some((s) => s.id === spaceId) ? spaceId : null;

  return (
    <>
      <Field
        name="assetId"
        label="物件"
        required
        hint={brandId === '' ? '先にブランドを選んでください。' : undefined}
      >
        {(control) => (
          <select
            className="form-field__input form-field__select"
            disabled={brandId === ''}
            {...control}
            {...register('assetId')}
          >
            <option value="">
              {assets.isLoading ? '物件を読み込んでいます…' : '選択してください'}
            </option>
            {storedAsset ? <option value={storedAsset}>{storedAsset}</option> : null}
            {assetOptions.map((asset) => (
              <option key={asset.id} value={asset.id}>
                {asset.id} {asset.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {assets.isError ? (
        <p className="admin-error" role="alert">
          物件の一覧を読み込めませんでした。ページを再読み込みしてください。
        </p>
      ) : null}
      <Field
        name="spaceId"
        label="区画"
        hint="スマートロックなど区画ごとの機器は区画を、ゲートウェイやカメラは「物件全体」を選びます。"
      >
        {(control) => (
          <select
            className="form-field__input form-field__select"
            disabled={assetId === ''}
            {...control}
            {...register('spaceId')}
          >
            <option value="">物件全体（区画なし）</option>
            {storedSpace ? <option value={storedSpace}>{storedSpace}</option> : null}
            {spaceOptions.map((space) => (
              <option key={space.id} value={space.id}>
                {space.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

/** Add or edit one device: what it is, where it is installed and its state. */
export function DeviceForm({
  device,
  brands,
  defaultBrandId = null,
  onSave,
  onCancel,
}: DeviceFormProps) {
  const form = useZodForm(deviceFormSchema, {
    defaultValues: valuesOf(device, defaultBrandId ?? ''),
  });
  const unsaved = useUnsavedChangesBlocker(form.formState.isDirty);
  const brandOptions = brands.map((brand) => ({ value: brand.id, label: brand.name }));

  return (
    <>
      <Form
        form={form}
        onSubmit={async (fields) => {
          await onSave(fields);
          form.reset(form.getValues());
        }}
        errorMessage={(error) => adminErrorMessage(error, adminErrorMessages.saveFailed)}
        label={device ? 'デバイスを編集' : 'デバイスを追加'}
        className="device-form"
      >
        <TextField name="name" label="デバイス名" required autoComplete="off" />
        <SelectField name="kind" label="種別" required options={kindOptions} />
        <TextField
          name="serialNumber"
          label="シリアル番号"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <SelectField
          name="brandId"
          label="ブランド"
          required
          placeholder="選択してください"
          options={brandOptions}
        />
        <PlacementFields />
        <SelectField name="status" label="状態" required options={statusOptions} />
        <TextField
          name="batteryLevel"
          label="電池残量（%）"
          inputMode="numeric"
          hint="電池で動く機器の残量です。電源につながる機器は空欄にします。"
          normalize={toHalfWidthDigits}
          className="device-form__short"
        />
        <TextAreaField name="note" label="メモ" rows={3} maxLength={limits.description} />
        <SubmitActions sendingLabel="保存しています…" onCancel={onCancel} look="admin">
          {device ? '保存する' : 'デバイスを追加'}
        </SubmitActions>
      </Form>
      {unsaved.dialog}
    </>
  );
}

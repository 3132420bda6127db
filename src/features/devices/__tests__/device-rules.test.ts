import { describe, expect, it } from 'vitest';
import { deviceSchema } from '@/lib/model/device';
import { deviceAttention, needsAttention } from '../device-attention';
import { deviceFiltersToParams, filterDevices, parseDeviceFilters } from '../device-filters';
import { deviceFormSchema } from '../device-form-schema';
import type { DeviceWithId } from '../device-with-id';

const at = new Date('2026-11-20T08:55:00+09:00');

function device(id: string, change: Partial<DeviceWithId> = {}): DeviceWithId {
  return {
    id,
    name: `デバイス ${id}`,
    kind: 'smart-lock',
    serialNumber: `SL-${id}`,
    brandId: 'sorakura',
    assetId: 'SK-101',
    spaceId: 'A-101',
    status: 'online',
    batteryLevel: 80,
    lastSeenAt: at,
    note: '',
    createdAt: at,
    updatedAt: at,
    ...change,
  };
}

describe('deviceAttention', () => {
  it('flags a battery below 20 % and a device that is offline; mains power is never low', () => {
    expect(deviceAttention(device('a', { batteryLevel: 19 }))).toEqual({
      lowBattery: true,
      offline: false,
    });
    expect(deviceAttention(device('b', { batteryLevel: 20 })).lowBattery).toBe(false);
    expect(deviceAttention(device('c', { batteryLevel: null })).lowBattery).toBe(false);
    expect(deviceAttention(device('d', { status: 'offline' })).offline).toBe(true);
    expect(needsAttention(device('e', { status: 'maintenance' }))).toBe(false);
  });
});

describe('device filters', () => {
  const devices = [
    device('1'),
    device('2', { assetId: 'SK-102', status: 'offline' }),
    device('3', { brandId: 'moto-garage', assetId: 'MG-201', batteryLevel: 5 }),
    device('4', { brandId: 'moto-garage', assetId: 'MG-201', status: 'maintenance' }),
  ];
  const ids = (list: DeviceWithId[]) => list.map((d) => d.id);

  it('read from and write to the address, ignoring an unknown status', () => {
    const filters = parseDeviceFilters(
      new URLSearchParams('brand=sorakura&asset=SK-102&status=offline&attention=1'),
    );
    expect(filters).toEqual({
      brandId: 'sorakura',
      assetId: 'SK-102',
      status: 'offline',
      attentionOnly: true,
    });
    expect(deviceFiltersToParams(filters).toString()).toBe(
      'brand=sorakura&asset=SK-102&status=offline&attention=1',
    );
    expect(parseDeviceFilters(new URLSearchParams('status=broken')).status).toBeNull();
    expect(deviceFiltersToParams(parseDeviceFilters(new URLSearchParams())).toString()).toBe('');
  });

  it('filter by brand, asset, status and 要対応', () => {
    const none = { brandId: null, assetId: null, status: null, attentionOnly: false };
    expect(ids(filterDevices(devices, none))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterDevices(devices, { ...none, brandId: 'moto-garage' }))).toEqual(['3', '4']);
    expect(
      ids(filterDevices(devices, { ...none, brandId: 'sorakura', assetId: 'SK-102' })),
    ).toEqual(['2']);
    expect(ids(filterDevices(devices, { ...none, status: 'maintenance' }))).toEqual(['4']);
    expect(ids(filterDevices(devices, { ...none, attentionOnly: true }))).toEqual(['2', '3']);
  });
});

describe('deviceFormSchema', () => {
  const values = {
    name: ' 入口カメラ ',
    kind: 'camera',
    serialNumber: 'CM-1',
    brandId: 'sorakura',
    assetId: 'SK-101',
    spaceId: '',
    status: 'online',
    batteryLevel: '',
    note: '',
  };

  it('turns the form into fields the model accepts: no space and no battery are null', () => {
    const fields = deviceFormSchema.parse(values);
    expect(fields).toMatchObject({ name: '入口カメラ', spaceId: null, batteryLevel: null });
    const stored = { ...fields, lastSeenAt: null, createdAt: at, updatedAt: at };
    expect(deviceSchema.safeParse(stored).success).toBe(true);
    expect(
      deviceFormSchema.parse({ ...values, spaceId: 'A-101', batteryLevel: '15' }),
    ).toMatchObject({ spaceId: 'A-101', batteryLevel: 15 });
  });

  it('says in Japanese what is missing or wrong', () => {
    const messages = (input: object) =>
      deviceFormSchema.safeParse({ ...values, ...input }).error?.issues.map((i) => i.message);
    expect(messages({ name: '' })).toEqual(['デバイス名を入力してください']);
    expect(messages({ assetId: '' })).toEqual(['物件を選んでください']);
    expect(messages({ batteryLevel: '101' })).toEqual([
      '電池残量は0〜100の整数で入力してください（電源につながる機器は空欄）',
    ]);
    expect(messages({ batteryLevel: '5.5' })).toHaveLength(1);
  });
});

import type { Device } from '@/lib/model/device';

/** Below this battery level (%) a device is flagged: 電池残量低下. */
export const lowBatteryThreshold = 20;

export type DeviceAttention = { lowBattery: boolean; offline: boolean };

/** What needs staff on site: a battery below 20 %, or a device that stopped reporting. */
export function deviceAttention(device: Pick<Device, 'batteryLevel' | 'status'>): DeviceAttention {
  return {
    lowBattery: device.batteryLevel !== null && device.batteryLevel < lowBatteryThreshold,
    offline: device.status === 'offline',
  };
}

export function needsAttention(device: Pick<Device, 'batteryLevel' | 'status'>): boolean {
  const { lowBattery, offline } = deviceAttention(device);
  return lowBattery || offline;
}

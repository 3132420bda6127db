import { z } from 'zod';
import { limits } from './limits';
import { timestampsShape } from './timestamps';

export const deviceKinds = ['smart-lock', 'gateway', 'camera', 'sensor'] as const;
export type DeviceKind = (typeof deviceKinds)[number];
export const deviceKindLabels: Record<DeviceKind, string> = {
  'smart-lock': 'スマートロック',
  gateway: 'ゲートウェイ',
  camera: '防犯カメラ',
  sensor: '環境センサー',
};

export const deviceStatuses = ['online', 'offline', 'maintenance'] as const;
export type DeviceStatus = (typeof deviceStatuses)[number];
export const deviceStatusLabels: Record<DeviceStatus, string> = {
  online: '稼働中',
  offline: '通信断',
  maintenance: 'メンテナンス中',
};

/** devices/{id} — admin only (read and write), listed at /admin/deviceList. */
export const deviceSchema = z.strictObject({
  name: z.string().min(1, { error: 'デバイス名を入力してください' }).max(limits.shortText),
  kind: z.enum(deviceKinds),
  serialNumber: z.string().min(1).max(limits.listItem),
  brandId: z.string().min(1).max(64),
  assetId: z.string().min(1).max(64),
  /** null for devices that serve the whole asset (gateways, cameras) */
  spaceId: z.string().min(1).max(64).nullable(),
  status: z.enum(deviceStatuses),
  /** 電池残量 %, null for mains-powered devices */
  batteryLevel: z.int().min(0).max(100).nullable(),
  lastSeenAt: z.date().nullable(),
  note: z.string().max(limits.description),
  ...timestampsShape,
});

export type Device = z.infer<typeof deviceSchema>;

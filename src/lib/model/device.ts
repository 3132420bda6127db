import * as z from 'zod/mini';
import { limits } from '#shared/model/limits.js';
import { limitedText, requiredText } from './text';
import { timestampsShape } from '#shared/model/timestamps.js';

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
  name: requiredText('デバイス名', limits.shortText),
  kind: z.enum(deviceKinds),
  serialNumber: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(limits.listItem, { error: `${limits.listItem}文字以内で入力してください` }),
    ),
  brandId: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(64, { error: '64文字以内で入力してください' }),
    ),
  assetId: z
    .string()
    .check(
      z.minLength(1, { error: '入力してください' }),
      z.maxLength(64, { error: '64文字以内で入力してください' }),
    ),
  /** null for devices that serve the whole asset (gateways, cameras) */
  spaceId: z.nullable(
    z
      .string()
      .check(
        z.minLength(1, { error: '入力してください' }),
        z.maxLength(64, { error: '64文字以内で入力してください' }),
      ),
  ),
  status: z.enum(deviceStatuses),
  /** 電池残量 %, null for mains-powered devices */
  batteryLevel: z.nullable(
    z
      .int()
      .check(
        z.minimum(0, { error: '0以上の値を入力してください' }),
        z.maximum(100, { error: '100以下の値を入力してください' }),
      ),
  ),
  lastSeenAt: z.nullable(z.date()),
  note: limitedText(limits.description),
  ...timestampsShape,
});

export type Device = z.infer<typeof deviceSchema>;

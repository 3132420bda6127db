import * as z from 'zod/mini';
import { optionalTextSchema, requiredTextSchema } from '@/components/form/text-schemas';
import { deviceKinds, deviceStatuses } from '@/lib/model/device';
import { limits } from '#shared/model/limits.js';

const batteryMessage = '電池残量は0〜100の整数で入力してください（電源につながる機器は空欄）';

/** The device form: every field staff set, each check with its own Japanese message. */
export const deviceFormSchema = z.object({
  name: requiredTextSchema('デバイス名', limits.shortText),
  kind: z.enum(deviceKinds, { error: '種別を選んでください' }),
  serialNumber: requiredTextSchema('シリアル番号', limits.listItem),
  brandId: z.string().check(z.minLength(1, { error: 'ブランドを選んでください' })),
  assetId: z.string().check(z.minLength(1, { error: '物件を選んでください' })),
  /** '' = the whole asset (gateways, cameras). */
  spaceId: z.pipe(
    z.string(),
    z.transform((value) => (value === '' ? null : value)),
  ),
  status: z.enum(deviceStatuses, { error: '状態を選んでください' }),
  /** '' = mains-powered (no battery). */
  batteryLevel: z.pipe(
    z.string().check(
      z.trim(),
      z.regex(/^\d{0,3}$/, { error: batteryMessage }),
      z.refine((value) => value === '' || Number(value) <= 100, { error: batteryMessage }),
    ),
    z.transform((value) => (value === '' ? null : Number(value))),
  ),
  note: optionalTextSchema('メモ', limits.description),
});

export type DeviceFormValues = z.input<typeof deviceFormSchema>;
export type DeviceFields = z.output<typeof deviceFormSchema>;

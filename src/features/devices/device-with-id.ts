import type { Device } from '@/lib/model/device';

/** A device and its document id. */
export type DeviceWithId = Device & { id: string };

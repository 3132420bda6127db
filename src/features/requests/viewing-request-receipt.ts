import * as z from 'zod/mini';
import { preferredSlotSchema } from '@/lib/model/viewing-request';

/**
 * What the thanks page repeats back after a 内見予約 (passed in the history entry's state, so
 * a reload keeps it and nothing personal goes into the address).
 */
export const viewingRequestReceiptSchema = z.object({
  assetId: z.string(),
  assetName: z.string(),
  spaceLabel: z.optional(z.string()),
  preferredSlots: z.array(preferredSlotSchema),
});

export type ViewingRequestReceipt = z.infer<typeof viewingRequestReceiptSchema>;

/** The receipt in a history entry's state, or null when there is none (the page opened directly). */
export function readViewingRequestReceipt(state: unknown): ViewingRequestReceipt | null {
  const receipt = (state as { viewingRequest?: unknown } | null)?.viewingRequest;
  const result = viewingRequestReceiptSchema.safeParse(receipt);
  return result.success ? result.data : null;
}

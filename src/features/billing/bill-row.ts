import type { Bill } from '#shared/model/bill.js';

/** The contract a bill belongs to, as the billing screen names it. */
export type BilledApplication = {
  id: string;
  uid: string;
  name: string;
  kana: string;
  assetId: string;
  spaceId: string;
};

/** A bill with its id and its contract (null when the application could not be read). */
export type BillRow = Bill & { id: string; application: BilledApplication | null };

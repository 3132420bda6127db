import * as z from 'zod/mini';

/**
 * createdAt / updatedAt on every document. Written as serverTimestamp() (the rules require
 * `== request.time`); read back as Date through firebase-converters.ts.
 */
export const timestampsShape = {
  createdAt: z.date(),
  updatedAt: z.date(),
};

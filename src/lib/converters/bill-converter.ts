import * as z from 'zod/mini';
import { modelConverter } from '../firebase-converters';
import { billSchema, upgradeLegacyBill } from '#shared/model/bill.js';

/**
 * Converter for brands/{b}/bills/{applicationId}_{period}. A bill stored before payments had
 * amounts (one `payment` map) reads as one payment of the whole amount (`upgradeLegacyBill`).
 */
export const billConverter = modelConverter(z.pipe(z.transform(upgradeLegacyBill), billSchema));

import * as z from 'zod/mini';

/** An id made by the SDK's `doc(collection(...)).id`: 20 letters and digits. */
export const autoIdPattern = /^[A-Za-z0-9]{20}$/;

/** Other document ids chosen by staff (space ids, device ids): letters, digits, '-' and '_'. */
export const slugIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const autoIdSchema = z.string().check(z.regex(autoIdPattern));
export const slugIdSchema = z.string().check(z.regex(slugIdPattern));

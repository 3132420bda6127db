import { z } from 'zod';

/** Body of POST /api/auth/sessionLogin; the SPA's api client sends exactly `{ idToken }`. */
export const sessionLoginBody = z.object({
  idToken: z.string().min(1).max(8192),
});

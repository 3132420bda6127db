import * as z from 'zod/mini';

/** A Firebase Auth uid as stored in a document (who owns it, who did something). */
export const uidSchema = z
  .string()
  .check(
    z.minLength(1, { error: '入力してください' }),
    z.maxLength(128, { error: '128文字以内で入力してください' }),
  );

/** A staff member's name as the staff directory keeps it (shown in histories and threads). */
export const staffNameSchema = z
  .string()
  .check(
    z.minLength(1, { error: '名前を入力してください' }),
    z.maxLength(50, { error: '名前は50文字以内で入力してください' }),
  );

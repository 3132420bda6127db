import * as z from 'zod/mini';
import { columnKey, columnsRead, type StatementColumns } from '../billing/statement-layouts.js';
import { fnv1a } from './fnv1a.js';
import { uidSchema } from './uid.js';

const columnName = z
  .string()
  .check(
    z.minLength(1, { error: '列を選んでください' }),
    z.maxLength(100, { error: '列の名前は100文字以内です' }),
  );

/** Which column is what, as the mapping step saves it (StatementColumns). */
export const statementColumnsSchema = z.strictObject({
  date: z.union([columnName, z.tuple([columnName, columnName, columnName])]),
  deposit: columnName,
  signed: z.boolean(),
  withdrawal: z.nullable(columnName),
  payer: columnName,
  balance: z.nullable(columnName),
});

/**
 * brands/{b}/statementFormats/{id} — a 入出金明細 layout staff mapped once for their brand (the
 * mapping step, docs/billing.md): the header it is for (its column names, non-empty, in order) and
 * which column is the date, the deposit, the withdrawal, the payer and the balance. The id comes
 * from the header (`statementFormatId`), so mapping the same header again replaces the mapping.
 */
export const statementFormatSchema = z
  .strictObject({
    /** what staff call it (「○○信用金庫」) */
    name: z
      .string()
      .check(
        z.minLength(1, { error: '名前を入力してください' }),
        z.maxLength(40, { error: '名前は40文字以内で入力してください' }),
      ),
    header: z
      .array(z.string().check(z.maxLength(100)))
      .check(z.minLength(2), z.maxLength(40, { error: '列は40までです' })),
    columns: statementColumnsSchema,
    savedBy: uidSchema,
    savedAt: z.date(),
  })
  .check(
    z.refine(
      (format) => {
        const header = format.header.map(columnKey);
        return columnsRead(format.columns as StatementColumns).every((name) =>
          header.includes(columnKey(name)),
        );
      },
      { error: '見出しにない列が選ばれています' },
    ),
  );
export type StatementFormat = z.infer<typeof statementFormatSchema>;

/** The document id of a header's saved format: `h` + the header's length + a hash of its names. */
export function statementFormatId(header: readonly string[]): string {
  const names = header.map(columnKey);
  return `h${names.length}-${fnv1a(names.join('\u0000'))}`;
}

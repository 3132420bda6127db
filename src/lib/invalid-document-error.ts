import type * as z from 'zod/mini';

/** Thrown when a stored document does not match its schema (the SDK converters and REST reads). */
export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(
      `データの形式が正しくありません（${path}）: ` +
        issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join(', '),
    );
    this.name = 'InvalidDocumentError';
  }
}

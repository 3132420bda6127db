/**
 * A failure the caller can act on: it becomes `{ error: { code, message } }` with `status`.
 * Anything else thrown inside a handler is an internal error and is answered with a bare 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** An auth failure whose `message` is ready to show; `code` is the Firebase code when known. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code: string | undefined;

  constructor(message: string, code?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

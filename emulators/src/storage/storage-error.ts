/**
 * An error answered in the JSON shape of the Firebase Storage REST API
 * (`{ error: { code, message } }`). The web SDK maps the status: 401 → storage/unauthenticated,
 * 403 → storage/unauthorized, 404 → storage/object-not-found (objectErrorHandler in
 * @firebase/storage); other 4xx become storage/unknown with the server's message attached.
 */
export class StorageError extends Error {
  readonly status: number;
  /** Extra response headers, e.g. `X-Goog-Upload-Status: final` after a failed finalize. */
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'StorageError';
    this.status = status;
    this.headers = headers;
  }

  toJSON(): { error: { code: number; message: string } } {
    return { error: { code: this.status, message: this.message } };
  }
}

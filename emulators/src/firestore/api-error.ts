/**
 * The canonical Google API error codes the Firestore REST surface answers with, and the HTTP
 * status each maps to (https://cloud.google.com/apis/design/errors#handling_errors). The SDKs map
 * the HTTP status back to a code (lite: mapCodeFromHttpStatus; firebase-admin REST:
 * rpcCodeFromHttpStatusCode), so the status is what clients actually see.
 */
const HTTP_STATUS = {
  INVALID_ARGUMENT: 400,
  FAILED_PRECONDITION: 400,
  OUT_OF_RANGE: 400,
  UNAUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  ABORTED: 409,
  RESOURCE_EXHAUSTED: 429,
  INTERNAL: 500,
  UNIMPLEMENTED: 501,
  UNAVAILABLE: 503,
} as const;

export type ApiStatus = keyof typeof HTTP_STATUS;

/** gRPC numeric codes, used where a response carries a `google.rpc.Status` (batchWrite). */
export const GRPC_CODE: Record<ApiStatus, number> = {
  INVALID_ARGUMENT: 3,
  FAILED_PRECONDITION: 9,
  OUT_OF_RANGE: 11,
  UNAUTHENTICATED: 16,
  PERMISSION_DENIED: 7,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  ABORTED: 10,
  RESOURCE_EXHAUSTED: 8,
  INTERNAL: 13,
  UNIMPLEMENTED: 12,
  UNAVAILABLE: 14,
};

export interface ApiErrorBody {
  error: { code: number; message: string; status: ApiStatus };
}

/** An error answered as `{ error: { code, message, status } }`, the official JSON shape. */
export class ApiError extends Error {
  readonly status: ApiStatus;

  constructor(status: ApiStatus, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.status];
  }

  toJSON(): ApiErrorBody {
    return { error: { code: this.httpStatus, message: this.message, status: this.status } };
  }
}

/** Shorthand for the most common case: the request itself is malformed. */
export function invalidArgument(message: string): ApiError {
  return new ApiError('INVALID_ARGUMENT', message);
}

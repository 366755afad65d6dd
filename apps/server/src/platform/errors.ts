/** Codes services throw; one handler maps them to HTTP statuses. */
export const errorStatus = {
  validation: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  // Uploads: a file over the size limit, and one whose bytes are not a type we accept.
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  // Account flows (docs/api-contract.md): the client tells these cases apart by code.
  invalid_token: 400,
  wrong_password: 401,
  unverified_email: 403,
  user_not_found: 404,
  team_not_found: 404,
  email_taken: 409,
  organization_creation_failed: 500,
  // The payment provider could not be reached or refused the call.
  payment_provider: 502,
  // The server sheds load (its event loop lags, or the CPU pool's queue is full): try again shortly.
  overloaded: 503,
  // Every private demo seat is taken (a ceiling, not a fault): the visitor is asked to come back.
  demo_full: 503,
  // An account or money operation asked of a visitor's private demo copy.
  private_demo: 403,
  // Any account operation (sign-in, reset, email change) asked for an owner of a shared demo team.
  shared_demo: 403,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Sent as Retry-After: when a refused request (a limit, load shedding) may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/** A 400 that names the field to fix, for rules a request schema cannot check (ownership, order). */
export function invalidField(field: string, message: string): AppError {
  return new AppError('validation', message, { [field]: message });
}

/**
 * Business logic throws AppError; the app's error handler maps the code to an HTTP status and a
 * Laravel-style body. Anything else becomes a 500 with no details (the stack is logged, never sent).
 */
export const ERROR_STATUS = {
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_REQUEST: 400,
} as const;

export type AppErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly errors?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message: string, opts: { errors?: Record<string, string[]>; retryAfterSeconds?: number } = {}) {
    super(message);
    this.code = code;
    this.errors = opts.errors;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 for one field, worded like Laravel's validator. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION', message, { errors: { [field]: [message] } });
}

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'This action is unauthorized.') => new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Unauthenticated.') => new AppError('UNAUTHENTICATED', message);

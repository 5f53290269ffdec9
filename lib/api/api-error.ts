import { apiFetch } from './api-fetch';
import type { ApiFailure, ApiFetchOptions, ApiResult } from './api-fetch';
import type { FieldErrors } from './error-messages';

/** A failed API result as an exception, for React Query (`queryFn` / `mutationFn` must throw). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;

  constructor(result: ApiFailure) {
    super(result.message);
    this.name = 'ApiError';
    this.status = result.status;
    this.messages = result.messages;
    this.fieldErrors = result.fieldErrors;
    this.body = result.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The data of a successful result; throws `ApiError` for a failed one. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** `apiFetch` that resolves to the data or throws `ApiError`: handy as a React Query `queryFn`. */
export async function apiData<T = unknown>(path: string, options?: ApiFetchOptions): Promise<T> {
  return unwrap(await apiFetch<T>(path, options));
}

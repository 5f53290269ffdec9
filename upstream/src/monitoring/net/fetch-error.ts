export type FetchErrorCode = 'invalid_url' | 'forbidden_target' | 'dns_failed' | 'timeout' | 'too_large' | 'too_many_redirects' | 'network';

/** A failed outbound request with a code the request log and the page status can store as is. */
export class MonitoringFetchError extends Error {
  readonly code: FetchErrorCode;

  constructor(code: FetchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MonitoringFetchError';
    this.code = code;
  }
}

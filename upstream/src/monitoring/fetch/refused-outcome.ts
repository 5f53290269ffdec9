import type { FetchOutcome } from './fetch-outcome';
import type { MonitoringFetchError } from '../net/fetch-error';

/** robots.txt could not even be asked for (the SSRF guard, a bad address): final, and why. */
export function refusedOutcome(error: MonitoringFetchError): FetchOutcome {
  return {
    kind: 'failed',
    fetcher: 'http',
    httpStatus: null,
    finalUrl: null,
    bytes: null,
    code: error.code,
    error: error.message,
    pageStatus: error.code === 'forbidden_target' ? 'forbidden_target' : 'fetch_failed',
  };
}

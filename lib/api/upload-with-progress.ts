/**
 * A multipart upload to the BFF that reports progress. `fetch` cannot observe request-body progress
 * in browsers yet, so this uses XMLHttpRequest; the result has the same shape as `apiFetch`'s (it
 * never rejects for HTTP or network failures, only when `signal` aborts it, with the abort reason).
 */
import { apiUrl, failure, unwrapData } from './api-fetch';
import type { ApiResult } from './api-fetch';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Called with the fraction sent so far (0–1); 1 once the server has answered. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Section 8 fallback text, used when the response carries no message. */
  fallback: string;
};

/** The body of an XHR answer: JSON when it parses, the text otherwise, null when empty. */
export function parseXhrBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiResult for a finished request (status 0 = no answer: network failure). */
export function xhrResult<T>(status: number, text: string, fallback: string): ApiResult<T> {
  if (status === 0) return failure(0, undefined, fallback);
  const body = parseXhrBody(text);
  if (status < 200 || status >= 300) return failure(status, body, fallback);
  return { ok: true, status, data: unwrapData(body) as T, body };
}

const abortError = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');

export function uploadWithProgress<T>(path: string, form: FormData, opts: UploadOptions): Promise<ApiResult<T>> {
  const { method = 'POST', onProgress, signal, fallback } = opts;
  return new Promise<ApiResult<T>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open(method, apiUrl(path));
    // Same origin: the session cookie goes along and the BFF's Origin check passes.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      onProgress?.(1);
      resolve(xhrResult<T>(xhr.status, xhr.responseText, fallback));
    };
    xhr.onerror = () => {
      done();
      resolve(failure(0, undefined, fallback));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      if (signal?.aborted) reject(abortError(signal));
      else resolve(failure(0, undefined, fallback));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

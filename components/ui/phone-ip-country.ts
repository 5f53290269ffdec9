import { apiFetch } from '@/lib/api/api-fetch';

let request: Promise<string | null> | null = null;

/**
 * The browser's country by IP (`GET /api/geo/country`), asked at most once per page load and only
 * by the phone inputs that need it. Failures read as null (spec §8: fall back silently).
 */
export function ipCountry(): Promise<string | null> {
  request ??= apiFetch<{ country: string | null }>('geo/country').then((res) => (res.ok ? (res.data?.country ?? null) : null));
  return request;
}

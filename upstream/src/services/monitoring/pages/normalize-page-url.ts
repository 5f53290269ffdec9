import { registrableDomain } from '../../../monitoring/politeness/registrable-domain';

const TRACKING = /^(utm_.*|gclid|fbclid)$/i;

/**
 * The identity of a page URL, so the same page added twice is recognised: lower-case scheme and
 * host and no default port (the WHATWG URL parser does both), no fragment, no tracking parameters
 * (utm_*, gclid, fbclid); the other parameters keep their order and their encoding as typed.
 * `domain` is the unit of politeness (registrableDomain: the registrable domain, or the host for an
 * IP address or `localhost`, which have none).
 */
export function normalizePageUrl(raw: string): { normalizedUrl: string; domain: string } {
  const url = new URL(raw);
  url.hash = '';
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      const name = part.split('=')[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is not a tracking parameter: keep it as typed.
      }
      return !TRACKING.test(decoded);
    });
  url.search = kept.length ? `?${kept.join('&')}` : '';
  return { normalizedUrl: url.toString(), domain: registrableDomain(url) };
}

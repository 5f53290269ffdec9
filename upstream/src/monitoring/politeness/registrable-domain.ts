import { getDomain } from 'tldts';

/**
 * The unit of politeness: one request at a time and the crawl delay apply per registrable domain
 * (`www.shop.de` and `img.shop.de` are one retailer). Hosts without one — IP addresses, `localhost`,
 * intranet names — are their own domain.
 */
export function registrableDomain(url: string | URL): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return getDomain(host, { allowPrivateDomains: false }) ?? host;
}

/**
 * A page as people tell pages apart: host and path ("shop.example/de/p/espresso"), without the
 * scheme, "www.", query or fragment. Used wherever a retailer's name alone is ambiguous (two pages
 * of one retailer: the chart's lines, report rows).
 */
export function pageLabel(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname === '/' ? '' : u.pathname.replace(/\/$/, '');
    return `${u.host.replace(/^www\./, '')}${path}`;
  } catch {
    return url;
  }
}

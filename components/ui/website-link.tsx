import { isHttpUrl } from '@/lib/companies/product-view';
import { websiteHost } from '@/lib/directories/prefill';
import { NotSet } from './detail-facts';

/**
 * A stored website, opened in a new tab without giving that page a handle on this one; it shows the
 * host ("northwind.example"), or the whole address with `full` (a profile's path matters). Text that
 * is not an http(s) address stays text; none reads as an em dash ("Not set" to a screen reader).
 */
export function WebsiteLink({ url, full = false }: { url: string | null | undefined; full?: boolean }) {
  if (!url) return <NotSet />;
  if (!isHttpUrl(url)) return <span className="break-all">{url}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
      {full ? url : websiteHost(url)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

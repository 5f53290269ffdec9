import { isHttpUrl } from '@/lib/companies/product-view';

/** A stored address, opened in a new tab without giving that page a handle on this one; non-http(s) text stays text. */
export function ExternalLink({ href }: { href: string }) {
  if (!isHttpUrl(href)) return <span className="break-all">{href}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
      {href}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

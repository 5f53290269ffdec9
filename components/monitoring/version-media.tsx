'use client';

import { useQuery } from '@tanstack/react-query';
import type { VersionResource } from '@/lib/contract/monitoring/snapshots';
import { Spinner } from '@/components/ui/spinner';

type Part = (v: VersionResource, part: 'html' | 'screenshot' | 'text') => string;

/** The screenshots of both versions side by side, with the pixel difference the engine measured. */
export function VersionScreenshots({
  older,
  newer,
  partUrl,
  pixelDiff,
}: {
  older: VersionResource;
  newer: VersionResource;
  partUrl: Part;
  pixelDiff: number | null;
}) {
  const shot = (v: VersionResource) =>
    v.has_screenshot ? (
      // eslint-disable-next-line @next/next/no-img-element -- stored bytes through the BFF with the session, not an optimizable asset
      <img src={partUrl(v, 'screenshot')} alt={`Screenshot of version ${v.number}`} loading="lazy" className="w-full rounded-control border border-border" />
    ) : (
      <p className="rounded-control border border-dashed border-border p-4 text-sm text-muted-foreground">
        No screenshot for version {v.number} (taken only by the browser fetcher).
      </p>
    );
  return (
    <div className="space-y-2">
      <p className="text-sm">{pixelDiff !== null ? `Pixel difference: ${pixelDiff.toFixed(2)} %` : 'No pixel difference measured for this pair.'}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <figure className="space-y-1">
          <figcaption className="text-xs text-muted-foreground">Version {older.number}</figcaption>
          {shot(older)}
        </figure>
        <figure className="space-y-1">
          <figcaption className="text-xs text-muted-foreground">Version {newer.number}</figcaption>
          {shot(newer)}
        </figure>
      </div>
    </div>
  );
}

/**
 * The stored page itself. The BFF's /api answers may not be framed (frame-ancestors 'none'), so the
 * sanitized HTML is read as text and shown through `srcdoc` in an iframe sandboxed with no
 * permissions at all: no scripts, an opaque origin, no navigation of this page (acceptance case 15).
 */
export function StoredPage({ url, title }: { url: string; title: string }) {
  const html = useQuery({
    queryKey: ['monitoring-stored-page', url],
    queryFn: async () => {
      const res = await fetch(url, { credentials: 'same-origin' });
      if (!res.ok) throw new Error('The stored page could not be loaded.');
      return res.text();
    },
    staleTime: Infinity,
  });
  if (html.isPending) return <Spinner className="size-5" label="Loading the stored page" />;
  if (html.error) return <p className="text-sm text-danger">{html.error.message}</p>;
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={html.data}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-control border border-border bg-white"
      data-testid="stored-page"
    />
  );
}

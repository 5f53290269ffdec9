/**
 * What a signed-in screen shows while its server data loads (`loading.tsx`): the page's shape
 * (title, toolbar, rows) so a click answers at once, announced once to screen readers.
 *
 * Where it may go (decision 0011): only in a segment whose page cannot answer 404 or redirect on
 * its own — a Suspense boundary sends status 200 before the page decides. The access check sits in
 * a layout above it: the company area's, and a record's own (brand, product, team, meeting).
 */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="motion-safe:animate-pulse">
      <span className="sr-only">Loading…</span>
      <div aria-hidden="true">
        <div className="h-7 w-48 max-w-full rounded bg-muted" />
        <div className="mt-2 h-4 w-72 max-w-full rounded bg-muted" />
        <div className="mt-6 flex gap-3">
          <div className="h-9 w-56 max-w-full rounded-md bg-muted" />
          <div className="ml-auto h-9 w-28 rounded-md bg-muted" />
        </div>
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border bg-surface">
          {Array.from({ length: rows }, (_, i) => (
            <li key={i} className="flex items-center gap-3 px-4 py-3">
              <div className="size-8 shrink-0 rounded-full bg-muted" />
              <div className="h-4 flex-1 rounded bg-muted" style={{ maxWidth: `${60 - (i % 3) * 12}%` }} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The default export every `loading.tsx` re-exports. */
export default function PageLoading() {
  return <PageSkeleton />;
}

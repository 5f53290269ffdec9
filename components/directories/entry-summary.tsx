import type { DirectoryEntry } from '@/lib/contract/directories';
import { websiteHost } from '@/lib/directories/prefill';

/** A directory entry's name with its website and country, on one or two lines. */
export function EntrySummary({ entry, compact }: { entry: Pick<DirectoryEntry, 'name' | 'website' | 'country'>; compact?: boolean }) {
  const host = websiteHost(entry.website);
  return (
    <span className="block min-w-0">
      <span className="block truncate font-medium text-foreground">{entry.name}</span>
      {host || entry.country ? (
        <span className={compact ? 'block truncate text-xs text-muted-foreground' : 'block truncate text-sm text-muted-foreground'}>
          {[host, entry.country].filter(Boolean).join(' · ')}
        </span>
      ) : null}
    </span>
  );
}

/** A website as an external link showing its host, or an em dash. */
export function WebsiteLink({ url }: { url: string | null }) {
  if (!url) return <span className="text-muted-foreground">—</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-primary hover:underline">
      {websiteHost(url)}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

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

import type { ReactNode } from 'react';
import { Link } from './link';
import { Spinner } from './spinner';

/**
 * "At a glance" (decision 0042): a strip of count tiles, the number large and the label small, each
 * a link to its list. As many to a row as fit (three on a phone, two at 320 px), so it never
 * overflows, and the tiles of a shorter last row share its width (no gap where a tile is missing);
 * no descriptions, since the sidebar already names every section.
 */
export function CountTiles({ children, label = 'At a glance' }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2 sm:gap-3">
      {children}
    </ul>
  );
}

export type CountTileProps = {
  /** The label for one and for any other number ("File", "Files"). */
  label: [one: string, many: string];
  /** undefined when the count could not be read (shows "—"). */
  total: number | undefined;
  /** While the count loads, a spinner holds the number's place (same height: no shift). */
  loading?: boolean;
  /** Where the tile leads; null when the caller may not open that list (a plain tile). */
  href: string | null;
};

export function CountTile({ label: [one, many], total, loading = false, href }: CountTileProps) {
  const value = loading ? <Spinner label={`Loading ${many.toLowerCase()}`} /> : total === undefined ? '—' : total;
  const body = (
    <>
      <span className="flex h-8 items-center text-xl font-semibold text-foreground tabular-nums sm:text-2xl">{value}</span>
      <span className="text-xs break-words text-muted-foreground sm:text-sm">{total === 1 ? one : many}</span>
    </>
  );
  const box = 'flex h-full flex-col gap-0.5 rounded-card border border-border bg-surface px-3 py-2 shadow-xs sm:px-4 sm:py-3';
  return (
    <li className="min-w-0 flex-1 basis-[6.5rem]">
      {href ? (
        <Link href={href} className={`${box} hover:border-border-strong hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring`}>
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

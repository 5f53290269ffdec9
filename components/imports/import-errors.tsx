'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ImportResource } from '@/lib/contract/imports';
import { countOf } from '@/lib/ui/plural';

const STEP = 20;

/** The problems by cell ("D14 · MAP: …"), 20 at a time; the report holds every one. */
export function ImportErrors({ item, reportHref }: { item: Pick<ImportResource, 'errors' | 'error_count'>; reportHref: string }) {
  const [shown, setShown] = useState(STEP);
  if (item.error_count === 0) return <p className="text-sm text-success">No problems found in the file.</p>;
  const list = item.errors.slice(0, shown);
  return (
    <div className="space-y-3">
      <p className="text-sm text-foreground">
        {countOf(item.error_count, 'problem')} found. Rows with a problem are left out; fix them in the file and import it again.
      </p>
      <ul className="divide-y divide-border rounded-control border border-border" aria-label="Problems by cell">
        {list.map((e) => (
          <li key={`${e.cell}-${e.message}`} className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:gap-3">
            <span className="shrink-0 font-mono text-xs font-semibold text-danger sm:w-16 sm:pt-0.5">{e.cell}</span>
            <span className="min-w-0 break-words">
              <span className="font-medium text-foreground">{e.column}</span>
              <span className="text-muted-foreground"> (row {e.row}): </span>
              {e.message}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        {shown < item.errors.length ? (
          <Button size="small" variant="outline" onClick={() => setShown((n) => n + STEP)}>
            Show {Math.min(STEP, item.errors.length - shown)} more
          </Button>
        ) : null}
        <a href={reportHref} download className="text-sm font-medium text-primary hover:underline">
          Download full report
        </a>
        {item.error_count > list.length ? (
          <span className="text-xs text-muted-foreground">
            Showing {list.length} of {item.error_count}
          </span>
        ) : null}
      </div>
    </div>
  );
}

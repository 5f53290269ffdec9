'use client';

import { Button } from '@/components/ui/button';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { formatDateTime } from '@/lib/dates/format-date';

type Props = { page: MonitoringPage; canEdit: boolean; onForget: (pattern: string) => void };

/** A learned pattern as people read it: "Served by … in … ms" for `^Served by \S+ in \S+ ms$`. */
export function learnedText(pattern: string): string {
  return pattern
    .replace(/^\^|\$$/g, '')
    .replace(/\\S\+/g, '…')
    .replace(/\\(.)/g, '$1');
}

const describeStep = (s: NonNullable<MonitoringPage['settings']['steps']>[number]) =>
  s.action === 'wait' ? `wait ${s.ms ?? 0} ms` : s.action === 'wait_for' ? `wait for ${s.selector ?? ''}` : `click ${s.selector ?? ''}`;

/**
 * A page row's details, folded away: the status in words (a failing step names itself there), the
 * fetcher of the last check, the steps run before the price is read, and the parts ignored
 * automatically — each removable (the page's next check then counts changes there again).
 */
export function PageDetails({ page, canEdit, onForget }: Props) {
  const learned = page.settings.learned_ignores ?? [];
  const steps = page.settings.steps ?? [];
  return (
    <details className="text-sm md:col-span-4">
      <summary className="w-fit cursor-pointer rounded-control text-xs text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
        Details{learned.length ? ` · ${learned.length} ignored automatically` : ''}
      </summary>
      <div className="mt-2 space-y-2 rounded-card bg-muted/40 p-3">
        {page.status_detail ? <p className="break-words">{page.status_detail}</p> : null}
        {page.last_fetcher ? (
          <p>
            <span className="text-muted-foreground">Last read with: </span>
            the {page.last_fetcher} fetcher
          </p>
        ) : null}
        {steps.length ? (
          <p>
            <span className="text-muted-foreground">Steps before reading the price: </span>
            {steps.map(describeStep).join(' → ')}
          </p>
        ) : null}
        <div>
          {/* The date in the browser's zone: the server's may differ. */}
          <p className="text-muted-foreground" suppressHydrationWarning>
            {`Ignored automatically${page.settings.learned_at ? ` (learned ${formatDateTime(page.settings.learned_at)})` : ' (learned at the first check)'}`}
          </p>
          {learned.length === 0 ? (
            <p className="text-xs">Nothing: the page looked the same on two loads, apart from dates and counters (always ignored).</p>
          ) : (
            <ul className="mt-1 space-y-1" aria-label="Ignored automatically">
              {learned.map((pattern) => (
                <li key={pattern} className="flex flex-wrap items-center gap-2">
                  <code className="min-w-0 break-all rounded bg-surface px-1.5 py-0.5 text-xs" title={pattern}>
                    {learnedText(pattern)}
                  </code>
                  {canEdit ? (
                    <Button size="small" variant="outline" onClick={() => onForget(pattern)} aria-label={`Stop ignoring “${learnedText(pattern)}”`}>
                      Remove
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </details>
  );
}

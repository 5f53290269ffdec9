'use client';

import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { ImportResource } from '@/lib/contract/imports';
import { percentOf } from '@/lib/imports/labels';

const TITLES: Partial<Record<ImportResource['status'], [string, string]>> = {
  previewing: ['Checking the file', 'Every row is read and matched against the catalogue; nothing is written.'],
  queued: ['Waiting to start', 'The import starts in a moment. You can leave this screen: it goes on without you.'],
  running: ['Importing', 'You can leave this screen: the import goes on, and its result stays in the list of past imports.'],
};

/** Steps 3 and 4 while a job works: a progress bar moved by the live events (or the polling when they are down). */
export function ProgressStep({ item }: { item: ImportResource }) {
  const [title, text] = TITLES[item.status] ?? ['Working', ''];
  const { done, total } = item.progress;
  const percent = percentOf(item.progress);
  const label = item.status === 'previewing' ? 'Rows checked' : 'Rows imported';
  return (
    <Card aria-busy="true">
      <CardHeader title={title} description={text} />
      <CardBody className="space-y-2">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="text-foreground">{label}</span>
          <span className="text-muted-foreground tabular-nums" aria-live="polite">
            {total > 0 ? `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} (${percent}%)` : 'Starting…'}
          </span>
        </div>
        <ProgressBar percent={percent} label={label} valueText={total > 0 ? `${done} of ${total} rows` : 'Starting'} className="h-3 w-full" />
      </CardBody>
    </Card>
  );
}

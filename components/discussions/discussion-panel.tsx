'use client';

import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MessageIcon } from '@/components/ui/kind-icons';
import { apiFetch } from '@/lib/api/api-fetch';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Discussion } from '@/lib/contract/discussions';
import { DiscussionForm } from './discussion-form';
import { DiscussionItem } from './discussion-item';
import { DISCUSSION_MSG } from './messages';

const SUBJECT_PATH = { file: 'files', insight: 'insights', meeting: 'meetings', task: 'tasks' } as const;

export type DiscussionPanelProps = {
  subject: { kind: 'file' | 'insight' | 'meeting' | 'task'; id: number };
  discussions: Discussion[];
  /** The detail query holding `discussions`; refetched after every change. */
  invalidateKey: QueryKey;
  /** Level of the "Discussions" heading: 3 inside a dialog (default), 2 on a screen under its h1. */
  headingLevel?: 2 | 3;
};

/**
 * The discussions of a file or an insight: start one (`POST files|insights/{id}/discussion`),
 * comment, and edit or delete what the caller may. The list comes from the subject's detail query.
 */
export function DiscussionPanel({ subject, discussions, invalidateKey, headingLevel = 3 }: DiscussionPanelProps) {
  const Heading = `h${headingLevel}` as const;
  const [starting, setStarting] = useState(false);
  const start = useFormMutation({
    schema: () => import('@/lib/contract/discussions').then((m) => m.discussionBody),
    request: (values) => apiFetch<Discussion>(`${SUBJECT_PATH[subject.kind]}/${subject.id}/discussion`, { method: 'POST', json: values }),
    errorFallback: DISCUSSION_MSG.create,
    fields: ['title', 'body'],
    invalidate: [invalidateKey],
    onSuccess: () => setStarting(false),
  });
  const ordered = [...discussions].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  // With none yet, "Start a discussion" is the empty state's action rather than the header's: one button of that name.
  const empty = ordered.length === 0;

  return (
    <section aria-labelledby={`discussions-${subject.kind}-${subject.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={`discussions-${subject.kind}-${subject.id}`} className="text-base font-semibold">
          Discussions <span className="font-normal text-muted-foreground">({discussions.length})</span>
        </Heading>
        {starting || empty ? null : (
          <Button size="small" variant="outline" onClick={() => setStarting(true)}>
            Start a discussion
          </Button>
        )}
      </div>
      {starting ? (
        <DiscussionForm
          submitLabel="Start discussion"
          pending={start.pending}
          errors={start.errors}
          onSubmit={(values) => start.submit(values)}
          onCancel={() => {
            start.reset();
            setStarting(false);
          }}
        />
      ) : null}
      {empty && !starting ? (
        <EmptyState
          compact
          headingLevel={headingLevel === 2 ? 3 : 4}
          icon={MessageIcon}
          title="No discussions yet"
          description={`Start one to talk about this ${subject.kind}.`}
          action={
            <Button size="small" onClick={() => setStarting(true)}>
              Start a discussion
            </Button>
          }
        />
      ) : null}
      {ordered.length > 0 ? (
        <ul className="space-y-3" aria-label="Discussions">
          {ordered.map((d) => (
            <DiscussionItem key={d.id} discussion={d} invalidateKey={invalidateKey} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

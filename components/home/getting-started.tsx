'use client';

import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CheckCircleIcon } from '@/components/ui/icons';
import type { Setup, Step } from '@/lib/home/getting-started';

export type SetupDialog = 'team' | 'workspace';

function StepItem({ step, index, onOpen }: { step: Step; index: number; onOpen: (dialog: SetupDialog) => void }) {
  const action = step.action;
  return (
    <li className="flex flex-wrap items-start gap-3 px-4 py-4 sm:flex-nowrap sm:px-6">
      {step.done ? (
        <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
      ) : (
        <span
          aria-hidden="true"
          className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-border-strong text-xs font-semibold text-muted-foreground"
        >
          {index + 1}
        </span>
      )}
      <div className="min-w-0 flex-1 basis-52">
        <h3 className={cn('text-sm font-semibold', step.done ? 'text-muted-foreground' : 'text-foreground')}>
          {step.title}
          <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">{step.detail}</p>
      </div>
      {action?.kind === 'dialog' ? (
        <Button size="small" onClick={() => onOpen(action.dialog)} className="ml-9 sm:ml-0">
          {action.label}
        </Button>
      ) : null}
      {action?.kind === 'link' ? (
        <ButtonLink size="small" href={action.href} className="ml-9 sm:ml-0">
          {action.label}
        </ButtonLink>
      ) : null}
    </li>
  );
}

/**
 * The getting-started checklist: each step ticked from real data, with the button that does it.
 * `reminder` shows only the steps left, under a quieter title (home leads with the work then).
 */
export function GettingStarted({ setup, reminder = false, onOpen }: { setup: Setup; reminder?: boolean; onOpen: (dialog: SetupDialog) => void }) {
  const total = setup.steps.length;
  const steps = reminder ? setup.steps.filter((s) => !s.done) : setup.steps;
  return (
    <Card>
      <CardHeader
        title={reminder ? 'Finish setting up' : 'Get started'}
        description={
          reminder
            ? `${setup.doneCount} of ${total} steps done.`
            : `${setup.doneCount} of ${total} done. Set up a team, a company and a workspace, then bring your colleagues in.`
        }
      />
      <ol aria-label={reminder ? 'Steps left' : 'Getting started steps'} className="divide-y divide-border">
        {steps.map((step) => (
          <StepItem key={step.id} step={step} index={setup.steps.indexOf(step)} onOpen={onOpen} />
        ))}
      </ol>
    </Card>
  );
}

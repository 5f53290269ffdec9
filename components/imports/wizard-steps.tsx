import { cn } from '@/components/ui/cn';
import { STEPS } from '@/lib/imports/labels';
import type { Step } from '@/lib/imports/labels';

/** Where the import is: the five steps, the current one marked (`aria-current="step"`); on a phone, "Step 2 of 5" and its name. */
export function WizardSteps({ current }: { current: Step }) {
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label="Import steps">
      <p className="text-sm font-medium text-foreground sm:hidden">
        Step {at + 1} of {STEPS.length}: {current}
      </p>
      <ol className="hidden items-center gap-2 sm:flex">
        {STEPS.map((step, i) => (
          <li key={step} aria-current={i === at ? 'step' : undefined} className="flex min-w-0 flex-1 items-center gap-2">
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                i < at ? 'bg-success-soft text-success' : i === at ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              {i < at ? <span aria-hidden="true">✓</span> : i + 1}
            </span>
            <span className={cn('truncate text-sm', i === at ? 'font-semibold text-foreground' : 'text-muted-foreground')}>
              {step}
              {i < at ? <span className="sr-only"> (done)</span> : null}
            </span>
            {i < STEPS.length - 1 ? <span aria-hidden="true" className="hidden h-px flex-1 bg-border lg:block" /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

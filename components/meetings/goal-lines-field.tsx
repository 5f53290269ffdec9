'use client';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { CloseIcon } from '@/components/ui/more-icons';
import { FieldMessages } from './meeting-form-fields';
import { PlusIcon } from './meeting-icons';

const MAX_LINES = 50;

type Props = { lines: string[]; errors: string[]; onChange: (lines: string[]) => void };

/**
 * The goals a new meeting starts with, one input each ("Goal 1", "Goal 2"…). Enter in the last
 * one adds a line instead of submitting; blank lines are not sent.
 */
export function GoalLinesField({ lines, errors, onChange }: Props) {
  const set = (i: number, text: string) => onChange(lines.map((l, j) => (j === i ? text : l)));
  const add = () => {
    if (lines.length >= MAX_LINES) return;
    onChange([...lines, '']);
    // Focus the new line once it is rendered.
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`input[name="goal-${lines.length}"]`)?.focus());
  };
  const remove = (i: number) => onChange(lines.length === 1 ? [''] : lines.filter((_, j) => j !== i));

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Goals</legend>
      <p className="-mt-1 text-xs text-muted-foreground">What the meeting should achieve. You can add, edit and reorder goals later.</p>
      <ol className="space-y-2">
        {lines.map((line, i) => (
          <li key={i} className="flex items-center gap-2">
            <span aria-hidden="true" className="w-5 shrink-0 text-right text-sm text-muted-foreground">
              {i + 1}.
            </span>
            <Input
              name={`goal-${i}`}
              aria-label={`Goal ${i + 1}`}
              value={line}
              maxLength={300}
              placeholder={i === 0 ? 'e.g. Agree on the promotion calendar' : undefined}
              onChange={(e) => set(i, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (i === lines.length - 1 && line.trim()) add();
                }
              }}
            />
            <button
              type="button"
              aria-label={`Remove goal ${i + 1}`}
              onClick={() => remove(i)}
              className="rounded-control p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      <Button variant="outline" size="small" icon={<PlusIcon />} onClick={add} disabled={lines.length >= MAX_LINES}>
        Add another goal
      </Button>
      <FieldMessages messages={errors} />
    </fieldset>
  );
}

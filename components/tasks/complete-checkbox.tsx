'use client';

import { cn } from '@/components/ui/cn';

export type CompleteCheckboxProps = {
  title: string;
  completed: boolean;
  disabled?: boolean;
  onToggle: (completed: boolean) => void;
  className?: string;
};

/** The round "done" checkbox of a task, named for what a click does ("Complete …" / "Mark … incomplete"). */
export function CompleteCheckbox({ title, completed, disabled, onToggle, className }: CompleteCheckboxProps) {
  return (
    <input
      type="checkbox"
      checked={completed}
      disabled={disabled}
      aria-label={completed ? `Mark ${title} incomplete` : `Complete ${title}`}
      title={disabled ? 'You can only read this task' : undefined}
      onChange={(e) => onToggle(e.target.checked)}
      className={cn('relative z-10 size-5 shrink-0 cursor-pointer rounded-full accent-success disabled:cursor-not-allowed', className)}
    />
  );
}

'use client';

import { useId } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type SegmentedOption<T extends string> = { value: T; label: string; icon?: ReactNode };

export type SegmentedChoiceProps<T extends string> = {
  legend: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/** One of a few options as a row of radio buttons (arrow keys move between them), named by a visible legend. */
export function SegmentedChoice<T extends string>({ legend, options, value, onChange, className }: SegmentedChoiceProps<T>) {
  const name = `choice-${useId().replace(/:/g, '')}`;
  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex w-full rounded-control border border-border bg-muted/40 p-0.5">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-w-0 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-[calc(var(--radius-control)-2px)] px-2 py-1.5 text-sm whitespace-nowrap transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring',
              value === option.value ? 'bg-surface font-medium text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

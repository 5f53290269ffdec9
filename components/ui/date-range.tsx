'use client';

import { useId } from 'react';
import { dateRangeBounds, dateRangeIsSet, editDateRange } from '@/lib/ui/date-range';
import type { DateRangeValue } from '@/lib/ui/date-range';
import { cn } from './cn';
import { Input } from './input';

export type DateRangeProps = {
  /** What the days filter, said first: "Created", "Due", "Added", "Starts". */
  legend: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The span the data covers: the pickers stay inside it. */
  min?: string;
  max?: string;
  className?: string;
};

/**
 * A labelled "From"–"To" pair of native date pickers (keyboard and screen-reader friendly as they
 * come). The labels sit above the boxes so two fit side by side on a 375 px phone; a "Clear" button
 * empties both. An end moved past the other takes it along (lib/ui/date-range).
 */
export function DateRange({ legend, value, onChange, min, max, className }: DateRangeProps) {
  const id = useId().replace(/:/g, '');
  const bounds = dateRangeBounds(value, { min, max });
  return (
    <fieldset className={cn('relative min-w-0', className)} data-testid="date-range">
      {/* The legend is the fieldset's first child: it names the group ("Due", then "From"/"To"). */}
      <legend className="mb-1 text-sm font-medium text-foreground">{legend}</legend>
      {dateRangeIsSet(value) ? (
        <button
          type="button"
          onClick={() => onChange({ from: null, to: null })}
          className="absolute top-0 right-0 rounded text-xs font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          Clear<span className="sr-only"> {legend.toLowerCase()} dates</span>
        </button>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="min-w-0">
            <label htmlFor={`${id}-${end}`} className="mb-0.5 block text-xs text-muted-foreground">
              {end === 'from' ? 'From' : 'To'}
            </label>
            <Input
              id={`${id}-${end}`}
              type="date"
              value={value[end] ?? ''}
              min={bounds[end].min}
              max={bounds[end].max}
              onChange={(e) => onChange(editDateRange(value, end, e.target.value))}
              className="w-full min-w-0"
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import { formatDay } from '@/lib/dates/format-date';
import { dateRangeBounds, dateRangeIsSet, editDateRange } from '@/lib/ui/date-range';
import type { DateRangeValue } from '@/lib/ui/date-range';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field-context';
import { CalendarIcon } from './icons';

export type DateFieldProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'size' | 'placeholder'> & {
  /** The day as the forms send it, `yyyy-mm-dd`, or '' for none. */
  value: string;
  /** What an empty field says while it is not being edited ("No due date"). */
  placeholder?: string;
  /** `small` (32 px) in filter popovers; the forms' 40 px otherwise. */
  size?: 'base' | 'small';
};

/*
 * The browser's own calendar button, made invisible and stretched over the field's right end, where
 * the CalendarIcon is drawn: a click there opens the native picker as before. Its own text goes
 * left-aligned (phones centre it). Firefox draws a button of its own, so the icon is not drawn there.
 */
const NATIVE =
  '[&::-webkit-calendar-picker-indicator]:absolute [&::-webkit-calendar-picker-indicator]:inset-y-0 [&::-webkit-calendar-picker-indicator]:right-0 ' +
  '[&::-webkit-calendar-picker-indicator]:h-full [&::-webkit-calendar-picker-indicator]:cursor-pointer ' +
  '[&::-webkit-calendar-picker-indicator]:opacity-0 [&::-webkit-date-and-time-value]:text-left';
/** Room for the icon on the right; a small field (two side by side in a 16 rem popover) keeps less. */
const SIZES = {
  base: { input: 'h-10 pr-9 [&::-webkit-calendar-picker-indicator]:w-9', words: 'right-9 pl-3', icon: 'right-3 size-4' },
  small: { input: 'h-8 pl-1.5 pr-5 [&::-webkit-calendar-picker-indicator]:w-5', words: 'right-5 pl-1.5', icon: 'right-1.5 size-3.5' },
};

/**
 * A calendar day in a form (decision 0039): the native date input, so typing the day, the browser's
 * picker (a phone's wheel), the `yyyy-mm-dd` value and what screen readers say stay the platform's,
 * with the look of the other inputs in both themes. While it is not being edited it shows the day in
 * the app's words, "Dec 7, 2026" (or `placeholder`), over the input's own text, which varies with the
 * browser's locale; focus (a click, Tab, a tap) shows the input as it is. A day left half typed keeps
 * showing as typed, so it is not hidden behind the placeholder.
 */
export function DateField({ value, placeholder = 'Pick a date', size = 'base', className, onFocus, onBlur, ...props }: DateFieldProps) {
  const merged = useFieldControl(props);
  const ref = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [halfTyped, setHalfTyped] = useState(false);
  // A field focused before hydration (autofocus) never sees its focus event.
  useEffect(() => {
    if (ref.current && ref.current === document.activeElement) setEditing(true);
  }, []);
  const words = formatDay(value);
  const covered = !editing && !(halfTyped && !value);
  const room = SIZES[size];
  return (
    <div className={cn('relative min-w-0', className)}>
      <input
        ref={ref}
        type="date"
        value={value}
        {...merged}
        onFocus={(e) => {
          setEditing(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setEditing(false);
          setHalfTyped(e.currentTarget.validity.badInput);
          onBlur?.(e);
        }}
        className={cn(controlClasses, NATIVE, 'relative', room.input, covered && 'text-transparent')}
      />
      {covered ? (
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 flex items-center truncate text-sm',
            room.words,
            words && !merged.disabled ? 'text-foreground' : 'text-muted-foreground',
          )}
        >
          {words || placeholder}
        </span>
      ) : null}
      <CalendarIcon
        className={cn('pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted-foreground supports-[-moz-appearance:none]:hidden', room.icon)}
      />
    </div>
  );
}

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
 * A labelled "From"–"To" pair of date fields. The labels sit above the boxes so two fit side by side
 * on a 375 px phone; a "Clear" button empties both. An end moved past the other takes it along
 * (lib/ui/date-range).
 */
export function DateRange({ legend, value, onChange, min, max, className }: DateRangeProps) {
  const id = useId().replace(/:/g, '');
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
      <DateEnds id={id} value={value} onChange={onChange} min={min} max={max} />
    </fieldset>
  );
}

type DateEndsProps = Pick<DateRangeProps, 'value' | 'onChange' | 'min' | 'max'> & {
  /** Prefix of the two fields' ids (`<id>-from`, `<id>-to`). */
  id: string;
  size?: DateFieldProps['size'];
  /** What one end's field takes besides its value and bounds (the filter menu: autofocus, Enter). */
  fieldProps?: (end: 'from' | 'to') => Partial<DateFieldProps>;
};

/**
 * The "From" and "To" fields of a range, side by side with their labels above, each held inside the
 * other's day and the data's span (lib/ui/date-range): the forms' DateRange and the filter menu's
 * custom range.
 */
export function DateEnds({ id, value, onChange, min, max, size, fieldProps }: DateEndsProps) {
  const bounds = dateRangeBounds(value, { min, max });
  return (
    <div className="grid grid-cols-2 gap-2">
      {(['from', 'to'] as const).map((end) => (
        <div key={end} className="min-w-0">
          <label htmlFor={`${id}-${end}`} className="mb-0.5 block text-xs text-muted-foreground">
            {end === 'from' ? 'From' : 'To'}
          </label>
          <DateField
            id={`${id}-${end}`}
            size={size}
            placeholder="Any day"
            value={value[end] ?? ''}
            min={bounds[end].min}
            max={bounds[end].max}
            onChange={(e) => onChange(editDateRange(value, end, e.target.value))}
            {...fieldProps?.(end)}
          />
        </div>
      ))}
    </div>
  );
}

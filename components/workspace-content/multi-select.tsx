'use client';

import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field-context';
import { filterOptions, moveIndex, multiSelectSummary, toggleId } from '@/lib/ui/multi-select-state';
import type { MultiSelectOption } from '@/lib/ui/multi-select-state';
import { MultiSelectOptions } from './multi-select-options';
import { useMultiSelect } from './use-multi-select';

export type { MultiSelectOption };

export type MultiSelectProps = {
  /** Accessible name of the trigger and of the list ("Retailers"). */
  label: string;
  options: MultiSelectOption[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  /** Trigger text when nothing is chosen (default "All"). */
  placeholder?: string;
  loading?: boolean;
  disabled?: boolean;
  className?: string;
};

/** Options at or above this count get a filter box inside the popover. */
const FILTER_FROM = 8;

/**
 * A multi-select listbox in a popover. The trigger is a button named by its text, `label` and the
 * choice ("Retailers: All"). A click, Enter or Space on any row toggles it and the list stays
 * open; Escape closes it (focus back on the trigger), as does a press outside or Tab leaving it.
 * Arrow keys move between rows, Home/End jump. State and closing rules: `useMultiSelect`.
 */
export function MultiSelect({ label, options, value, onChange, placeholder = 'All', loading, disabled, className }: MultiSelectProps) {
  const { state, dispatch, close, rootRef, triggerRef, panelRef } = useMultiSelect();
  const ids = useId().replace(/:/g, '');
  const panelId = `ms-${ids}`;
  const summaryId = `ms-${ids}-summary`;
  const labelId = `ms-${ids}-label`;
  const summary = multiSelectSummary(options, value, placeholder);
  const shown = filterOptions(options, state.filter);
  const allChosen = options.filter((o) => value.includes(o.value)).map((o) => o.label);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // In the filter box Home/End move the caret.
    if ((event.key === 'Home' || event.key === 'End') && (event.target as HTMLInputElement).type === 'search') return;
    const rows = Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? []);
    const next = moveIndex(event.key, rows.indexOf(document.activeElement as HTMLElement), rows.length);
    if (next === null) return;
    event.preventDefault();
    rows[next].focus();
  };

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onBlur={(e) => {
        // Tab (or a script) took focus out of the picker: close without pulling focus back.
        if (state.open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        // Named by what it shows, "Retailers: Tesco, Aldi" (an aria-label of "Retailers" alone would
        // not contain the visible text: axe's label-content-name-mismatch).
        aria-labelledby={`${labelId} ${summaryId}`}
        aria-haspopup="listbox"
        aria-expanded={state.open}
        aria-controls={state.open ? panelId : undefined}
        disabled={disabled}
        title={allChosen.length > 1 ? allChosen.join(', ') : undefined}
        onClick={() => dispatch({ type: 'toggle-open' })}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !state.open) {
            e.preventDefault();
            dispatch({ type: 'open' });
          }
        }}
        className={cn(controlClasses, 'flex h-10 items-center justify-between gap-2 text-left', value.length > 0 && 'border-primary/60')}
      >
        <span className="min-w-0 truncate">
          <span id={labelId} className="text-muted-foreground">{`${label}: `}</span>
          <span id={summaryId} className={value.length ? 'font-medium' : undefined}>
            {summary}
          </span>
        </span>
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={cn('size-4 shrink-0 text-muted-foreground transition-transform', state.open && 'rotate-180')}>
          <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
        </svg>
      </button>
      {state.open ? (
        <div
          ref={panelRef}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          // A press on a row or the panel must not move focus out (inside a dialog it went to the
          // dialog, which closed the list before the click chose anything: issue 14). The filter
          // box still takes focus.
          onMouseDown={(e) => {
            if (!(e.target as Element).closest('input')) e.preventDefault();
          }}
          className="absolute left-0 z-40 mt-1 w-full min-w-56 animate-fade-in rounded-control border border-border bg-surface p-2 shadow-lg outline-none sm:w-72"
        >
          {options.length >= FILTER_FROM ? (
            <input
              type="search"
              aria-label={`Filter ${label.toLowerCase()}`}
              aria-controls={panelId}
              placeholder="Type to filter"
              value={state.filter}
              onChange={(e) => dispatch({ type: 'filter', value: e.target.value })}
              className={cn(controlClasses, 'mb-2 h-8')}
            />
          ) : null}
          {loading ? <p className="px-2 py-1.5 text-sm text-muted-foreground">Loading…</p> : null}
          {!loading && shown.length === 0 ? <p className="px-2 py-1.5 text-sm text-muted-foreground">No options</p> : null}
          <MultiSelectOptions
            id={panelId}
            label={label}
            options={shown}
            value={value}
            active={state.active}
            onToggle={(id) => onChange(toggleId(value, id))}
            onFocusIndex={(index) => dispatch({ type: 'focus', index })}
          />
          {value.length > 0 ? (
            <button type="button" className="mt-1 w-full rounded-md px-2 py-1.5 text-left text-sm text-primary hover:bg-primary-soft" onClick={() => onChange([])}>
              Clear {label.toLowerCase()}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

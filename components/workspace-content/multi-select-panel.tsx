'use client';

import { useEffect } from 'react';
import type { Dispatch, KeyboardEvent, RefObject } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field-context';
import { filterOptions, moveIndex, toggleId } from '@/lib/ui/multi-select-state';
import type { MultiSelectAction, MultiSelectOption } from '@/lib/ui/multi-select-state';
import { MultiSelectOptions } from './multi-select-options';

/** Options at or above this count get a filter box inside the popover. */
const FILTER_FROM = 8;

type Props = {
  panelRef: RefObject<HTMLDivElement | null>;
  panelId: string;
  label: string;
  options: MultiSelectOption[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  loading?: boolean;
  filter: string;
  active: number;
  dispatch: Dispatch<MultiSelectAction>;
};

/**
 * MultiSelect's open popover: the filter box (from 8 options), the rows, "Clear". Arrow keys move
 * between rows, Home/End jump. It takes focus when it appears (the filter box, else the first row).
 */
export function MultiSelectPanel({ panelRef, panelId, label, options, value, onChange, loading, filter, active, dispatch }: Props) {
  const shown = filterOptions(options, filter);
  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('input, [role="option"]')?.focus();
  }, [panelRef]);

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
      ref={panelRef}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // A press on a row or the panel must not move focus out (inside a dialog it went to the
      // dialog, which closed the list before the click chose anything). The filter
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
          value={filter}
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
        active={active}
        onToggle={(id) => onChange(toggleId(value, id))}
        onFocusIndex={(index) => dispatch({ type: 'focus', index })}
      />
      {value.length > 0 ? (
        <button type="button" className="mt-1 w-full rounded-md px-2 py-1.5 text-left text-sm text-primary hover:bg-primary-soft" onClick={() => onChange([])}>
          Clear {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field-context';

export type MultiSelectOption = { value: number; label: string };

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
 * A checkbox list in a popover. The trigger is a button named by `label` (its text shows the
 * choice); the popover closes on Escape (focus returns to the trigger), a click outside, or when
 * focus leaves it. Arrow
 * keys move between the checkboxes, Space toggles, Home/End jump.
 */
export function MultiSelect({ label, options, value, onChange, placeholder = 'All', loading, disabled, className }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const panelId = `ms-${useId().replace(/:/g, '')}`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes only the popover, even inside a dialog: the window's capture phase runs before
    // the dialog's own (document) Escape handler, and stopping here keeps the dialog open.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('keydown', onEscape, { capture: true });
    // Focus the first control of the popover (the filter box, or the first checkbox).
    listRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('keydown', onEscape, { capture: true });
    };
  }, [open]);

  const chosen = options.filter((o) => value.includes(o.value));
  // Ids from a shared URL can arrive before their options: count them rather than claim "All".
  const count = Math.max(chosen.length, value.length);
  const summary = count === 0 ? placeholder : count === 1 && chosen.length === 1 ? chosen[0].label : `${count} selected`;
  const needle = filter.trim().toLowerCase();
  const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;

  const toggle = (id: number) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    // In the filter box Home/End move the caret.
    if ((event.key === 'Home' || event.key === 'End') && (event.target as HTMLInputElement).type === 'search') return;
    const boxes = Array.from(listRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? []);
    if (boxes.length === 0) return;
    event.preventDefault();
    const at = boxes.indexOf(document.activeElement as HTMLInputElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? boxes.length - 1 : event.key === 'ArrowDown' ? Math.min(boxes.length - 1, at + 1) : Math.max(0, at - 1);
    boxes[next].focus();
  };

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onBlur={(e) => {
        if (open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className={cn(controlClasses, 'flex h-10 items-center justify-between gap-2 text-left', count > 0 && 'border-primary/60')}
      >
        <span className="min-w-0 truncate">
          <span className="text-muted-foreground">{label}: </span>
          <span className={count ? 'font-medium' : undefined}>{summary}</span>
        </span>
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}>
          <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          ref={listRef}
          role="group"
          aria-label={label}
          onKeyDown={onKeyDown}
          className="absolute left-0 z-40 mt-1 w-full min-w-56 animate-fade-in rounded-control border border-border bg-surface p-2 shadow-lg sm:w-72"
        >
          {options.length >= FILTER_FROM ? (
            <input
              type="search"
              aria-label={`Filter ${label.toLowerCase()}`}
              placeholder="Type to filter"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              className={cn(controlClasses, 'mb-2 h-8')}
            />
          ) : null}
          <ul className="max-h-64 space-y-0.5 overflow-y-auto">
            {loading ? <li className="px-2 py-1.5 text-sm text-muted-foreground">Loading…</li> : null}
            {!loading && shown.length === 0 ? <li className="px-2 py-1.5 text-sm text-muted-foreground">No options</li> : null}
            {shown.map((o) => (
              <li key={o.value}>
                <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted has-focus-visible:bg-muted">
                  <input type="checkbox" className="size-4 accent-primary" checked={value.includes(o.value)} onChange={() => toggle(o.value)} />
                  <span className="min-w-0 truncate">{o.label}</span>
                </label>
              </li>
            ))}
          </ul>
          {count > 0 ? (
            <button type="button" className="mt-1 w-full rounded-md px-2 py-1.5 text-left text-sm text-primary hover:bg-primary-soft" onClick={() => onChange([])}>
              Clear {label.toLowerCase()}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

'use client';

import type { KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { isToggleKey } from '@/lib/ui/multi-select-state';
import type { MultiSelectOption } from '@/lib/ui/multi-select-state';

type Props = {
  id?: string;
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  /** Index of the option that takes Tab focus. */
  active: number;
  onToggle: (id: number) => void;
  onFocusIndex: (index: number) => void;
};

/**
 * The options of a multi-select as an ARIA multi-select listbox: each whole row is an option
 * (`aria-selected`) that a click, Enter or Space toggles; the list stays open. The box drawn at the
 * start of a row is decoration only, so there is no small target to hit.
 */
export function MultiSelectOptions({ id, label, options, value, active, onToggle, onFocusIndex }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, optionId: number) => {
    if (!isToggleKey(event.key)) return;
    event.preventDefault();
    onToggle(optionId);
  };
  return (
    <ul id={id} role="listbox" aria-multiselectable="true" aria-label={label} className="max-h-64 space-y-0.5 overflow-y-auto">
      {options.map((o, i) => {
        const selected = value.includes(o.value);
        return (
          <li
            key={o.value}
            role="option"
            aria-selected={selected}
            tabIndex={i === Math.min(active, options.length - 1) ? 0 : -1}
            data-value={o.value}
            onClick={(e) => {
              // Keep the keyboard where the pointer chose (the panel prevents the focus move itself).
              e.currentTarget.focus();
              onToggle(o.value);
            }}
            onKeyDown={(e) => onKeyDown(e, o.value)}
            onFocus={() => onFocusIndex(i)}
            className="flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-4 shrink-0 items-center justify-center rounded border',
                selected ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-surface',
              )}
            >
              {selected ? (
                <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-3">
                  <path d="M3.5 8.5 6.5 11.5 12.5 4.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
            </span>
            <span className="min-w-0 truncate">{o.label}</span>
          </li>
        );
      })}
    </ul>
  );
}

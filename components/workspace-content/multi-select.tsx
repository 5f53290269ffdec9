'use client';

import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/field-context';
import { multiSelectSummary } from '@/lib/ui/multi-select-state';
import type { MultiSelectOption } from '@/lib/ui/multi-select-state';
import { clientOnly } from '@/lib/ui/lazy-component';
import { useMultiSelect } from '@/lib/ui/use-multi-select';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';

const loadPanel = () => import('./multi-select-panel');
// The open list (rows, filter box, keys) is not needed to paint the filters: it loads on pointer or
// focus on the trigger, at the latest when the list opens (decision 0014).
const MultiSelectPanel = clientOnly(() => loadPanel().then((m) => m.MultiSelectPanel));

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
  const allChosen = options.filter((o) => value.includes(o.value)).map((o) => o.label);

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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
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
        <ChevronDownIcon className={cn('size-4 shrink-0 text-muted-foreground transition-transform', state.open && 'rotate-180')} />
      </button>
      {state.open ? (
        <MultiSelectPanel
          panelRef={panelRef}
          panelId={panelId}
          label={label}
          options={options}
          value={value}
          onChange={onChange}
          loading={loading}
          filter={state.filter}
          active={state.active}
          dispatch={dispatch}
        />
      ) : null}
    </div>
  );
}

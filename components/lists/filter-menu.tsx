'use client';

import { useRef } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { FilterField } from '@/lib/ui/filter-fields';
import { clientOnly } from '@/lib/ui/lazy-component';

const loadPanel = () => import('./filter-menu-panel');
// The open menu (fields, options, the date picker, keys) is not needed to paint the list: it loads
// on pointer or focus on the button, at the latest when the menu opens (decision 0014).
const FilterMenuPanel = clientOnly(() => loadPanel().then((m) => m.FilterMenuPanel));

export type FilterMenuState = { open: boolean; at: string | null };
export const CLOSED_MENU: FilterMenuState = { open: false, at: null };

export type FilterMenuProps = {
  fields: readonly FilterField[];
  state: FilterMenuState;
  onState: (next: FilterMenuState) => void;
  /** Offer saved views of the list (decision 0037). */
  views?: boolean;
};

/**
 * The list's one "Filter" button (Linear's pattern): a menu of the filters the list offers, then
 * the chosen filter's choices, or quick ranges and a custom range for dates. Enter, Space or Arrow
 * Down opens it; arrow keys move, Enter picks, Arrow Left goes back, Escape closes (focus back on
 * the button), as do a press outside and Tab leaving it.
 */
export function FilterMenu({ fields, state, onState, views }: FilterMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    onState({ open: false, at: null });
    if (refocus) buttonRef.current?.focus();
  };
  return (
    <div
      ref={rootRef}
      className="relative shrink-0"
      onBlur={(e) => {
        if (state.open && e.relatedTarget && !rootRef.current?.contains(e.relatedTarget as Node)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={state.open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => onState(state.open ? { open: false, at: null } : { open: true, at: null })}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !state.open) {
            e.preventDefault();
            onState({ open: true, at: null });
          }
        }}
        className={cn(buttonClasses({ variant: 'outline' }), 'gap-1.5 px-3')}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
          <path d="M2.5 4h11M4.5 8h7M6.5 12h3" />
        </svg>
        Filter
      </button>
      {state.open ? (
        <FilterMenuPanel fields={fields} at={state.at} setAt={(at) => onState({ open: true, at })} close={close} rootRef={rootRef} views={views} />
      ) : null}
    </div>
  );
}

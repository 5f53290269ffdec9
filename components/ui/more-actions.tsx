'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { cn } from './cn';
import { Icon } from './icon-base';

export type MoreAction = { label: string; onSelect: () => void; danger?: boolean };

const DotsIcon = () => (
  <Icon className="size-4">
    <circle cx="5" cy="12" r="1.5" fill="currentColor" stroke="none" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" stroke="none" />
    <circle cx="19" cy="12" r="1.5" fill="currentColor" stroke="none" />
  </Icon>
);

/**
 * The "⋯" of a detail screen: actions that are rare or destructive (Delete…) live here rather than
 * as a red button beside Edit, where they were the second control on a phone. A disclosure (a
 * button and the list it shows), not an ARIA menu: Tab walks the items, Escape or a click outside
 * closes it and gives focus back. Each action keeps its own confirmation.
 */
export function MoreActions({ actions, label = 'More actions' }: { actions: readonly MoreAction[]; label?: string }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    // Focus leaving the whole control (Tab past the last item) closes it too.
    const onFocus = (e: FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-10 items-center justify-center rounded-control border border-border-strong bg-surface text-foreground shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <DotsIcon />
      </button>
      {open ? (
        <ul id={listId} aria-label={label} className="absolute right-0 z-30 mt-1 min-w-48 rounded-card border border-border bg-surface p-1 shadow-lg">
          {actions.map((a) => (
            <li key={a.label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  a.onSelect();
                }}
                className={cn(
                  'block w-full rounded-control px-3 py-2 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted',
                  a.danger ? 'text-danger' : 'text-foreground',
                )}
              >
                {a.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

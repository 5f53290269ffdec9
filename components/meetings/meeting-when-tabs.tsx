'use client';

import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn';
import type { MeetingWhen } from '@/lib/meetings/meeting-url-state';

const OPTIONS: { value: MeetingWhen; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All' },
];

/**
 * Upcoming / Past / All as a segmented control: a radio group (one tab stop, arrow keys move and
 * choose, as native radios do).
 */
export function MeetingWhenTabs({ value, onChange }: { value: MeetingWhen; onChange: (next: MeetingWhen) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = OPTIONS.findIndex((o) => o.value === value);
    const next = (at + step + OPTIONS.length) % OPTIONS.length;
    onChange(OPTIONS[next].value);
    refs.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label="When" onKeyDown={onKeyDown} className="inline-flex rounded-control border border-border bg-muted p-0.5">
      {OPTIONS.map((o, i) => {
        const checked = o.value === value;
        return (
          <button
            key={o.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(o.value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              checked ? 'bg-surface text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

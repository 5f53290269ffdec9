'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { cn } from '@/components/ui/cn';
import { DateEnds } from '@/components/ui/date-field';
import { datePresets, fieldActive, fieldSummary } from '@/lib/ui/filter-fields';
import type { FilterField } from '@/lib/ui/filter-fields';
import { SAVE_VIEW, SaveViewForm, SavedViewsItems } from './saved-views-items';

export type FilterMenuPanelProps = {
  fields: readonly FilterField[];
  /** The filter whose choices are shown, or null for the list of filters. */
  at: string | null;
  setAt: (at: string | null) => void;
  close: (refocus: boolean) => void;
  rootRef: RefObject<HTMLDivElement | null>;
  /** Offer saved views (decision 0037). */
  views?: boolean;
};

const ITEM = '[role^="menuitem"]:not([disabled])';
const itemClass =
  'flex w-full items-center justify-between gap-3 rounded-control px-2.5 py-1.5 text-left text-sm text-foreground outline-none hover:bg-muted focus:bg-muted aria-checked:font-medium';

function Check({ on }: { on: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      className={cn('size-4 shrink-0 text-primary', on ? 'opacity-100' : 'opacity-0')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3.5 8.5l3 3 6-7" />
    </svg>
  );
}

/**
 * The "Filter" menu's open panel: the filters (role=menu), then one filter's choices — radio items
 * for one value, checkbox items for several (with a search box when the list is long), quick ranges
 * and a custom From/To for dates. Focus moves with the arrow keys (Home/End jump); see FilterMenu.
 */
export function FilterMenuPanel({ fields, at, setAt, close, rootRef, views = false }: FilterMenuPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const field = fields.find((f) => f.id === at) ?? null;
  const [custom, setCustom] = useState(false);
  const [text, setText] = useState('');
  const [now] = useState(() => new Date());
  const id = useId().replace(/:/g, '');

  // A new view: its checked item (or the first) takes focus, and its options are wanted.
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const target =
      panel.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.querySelector<HTMLElement>(`${ITEM}[aria-checked="true"]`) ??
      panel.querySelector<HTMLElement>(ITEM);
    target?.focus();
    // Only a change of view moves focus (not a new option list arriving).
  }, [at, custom]);
  useEffect(() => {
    field?.onIntent?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at]);
  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [rootRef, close]);

  const back = () => {
    setCustom(false);
    setText('');
    setAt(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const inInput = e.target instanceof HTMLInputElement;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close(true);
      return;
    }
    if ((field || at === SAVE_VIEW) && !inInput && (e.key === 'ArrowLeft' || e.key === 'Backspace')) {
      e.preventDefault();
      back();
      return;
    }
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    if (!items.length || (inInput && e.key !== 'ArrowDown')) return;
    const pos = items.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') move(pos + 1);
    else if (e.key === 'ArrowUp') move(pos <= 0 ? items.length - 1 : pos - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
  };

  let body: ReactNode;
  if (at === SAVE_VIEW) {
    body = <SaveViewForm close={close} />;
  } else if (!field) {
    body = (
      <div role="menu" aria-label="Add filter" className="space-y-0.5">
        {fields.map((f) => (
          <button
            key={f.id}
            type="button"
            role="menuitem"
            tabIndex={-1}
            aria-haspopup="menu"
            onPointerEnter={() => f.onIntent?.()}
            onFocus={() => f.onIntent?.()}
            onClick={() => setAt(f.id)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowRight') {
                e.preventDefault();
                setAt(f.id);
              }
            }}
            className={itemClass}
          >
            <span>{f.label}</span>
            {fieldActive(f) ? <span className="truncate text-xs text-muted-foreground">{fieldSummary(f, now.getUTCFullYear())}</span> : null}
          </button>
        ))}
        {views ? <SavedViewsItems itemClass={itemClass} setAt={setAt} close={close} /> : null}
      </div>
    );
  } else if (field.kind === 'one') {
    body = (
      <div role="menu" aria-label={field.label} className="space-y-0.5">
        {field.options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="menuitemradio"
            tabIndex={-1}
            aria-checked={field.value === o.value}
            onClick={() => {
              field.setOne(o.value);
              close(true);
            }}
            className={itemClass}
          >
            <span className="truncate">{o.label}</span>
            <Check on={field.value === o.value} />
          </button>
        ))}
      </div>
    );
  } else if (field.kind === 'many') {
    const needle = text.trim().toLowerCase();
    const shown = needle ? field.options.filter((o) => o.label.toLowerCase().includes(needle)) : field.options;
    body = (
      <>
        {field.options.length > 8 ? (
          <input
            type="search"
            data-autofocus
            aria-label={`Find ${field.label.toLowerCase()}`}
            placeholder="Find…"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="mb-1 h-8 w-full rounded-control border border-border bg-surface px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
        ) : null}
        <div role="menu" aria-label={field.label} className="max-h-64 space-y-0.5 overflow-y-auto">
          {shown.map((o) => {
            const on = field.value.includes(o.value);
            return (
              <button
                key={o.value}
                type="button"
                role="menuitemcheckbox"
                tabIndex={-1}
                aria-checked={on}
                onClick={() => field.setMany(on ? field.value.filter((v) => v !== o.value) : [...field.value, o.value])}
                className={itemClass}
              >
                <span className="truncate">{o.label}</span>
                <Check on={on} />
              </button>
            );
          })}
        </div>
        {shown.length === 0 ? (
          <p className="px-2.5 py-1.5 text-sm text-muted-foreground" role="status">
            {field.loading ? 'Loading…' : needle ? 'No match' : `No ${field.label.toLowerCase()} yet`}
          </p>
        ) : null}
      </>
    );
  } else {
    const presets = datePresets(field.presets, now);
    body = (
      <>
        <div role="menu" aria-label={field.label} className="space-y-0.5">
          {presets.map((p) => {
            const on = field.value.from === p.range.from && field.value.to === p.range.to;
            return (
              <button
                key={p.id}
                type="button"
                role="menuitemradio"
                tabIndex={-1}
                aria-checked={on}
                onClick={() => {
                  field.setDates(p.range);
                  close(true);
                }}
                className={itemClass}
              >
                <span>{p.label}</span>
                <Check on={on} />
              </button>
            );
          })}
          <button type="button" role="menuitem" tabIndex={-1} aria-expanded={custom} onClick={() => setCustom((c) => !c)} className={itemClass}>
            <span>Custom range…</span>
          </button>
        </div>
        {custom ? (
          <fieldset className="mt-1 border-t border-border px-1 pt-2">
            <legend className="sr-only">{field.label} between</legend>
            <DateEnds
              id={id}
              size="small"
              value={field.value}
              onChange={field.setDates}
              min={field.min}
              max={field.max}
              fieldProps={(end) => ({
                'data-autofocus': end === 'from' ? true : undefined,
                onKeyDown: (e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    close(true);
                  }
                },
              })}
            />
          </fieldset>
        ) : null}
      </>
    );
  }

  return (
    <div
      ref={ref}
      onKeyDown={onKeyDown}
      className="absolute right-0 z-30 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-card border border-border bg-surface p-1 shadow-lg sm:right-auto sm:left-0"
      data-testid="filter-menu"
    >
      {field || at === SAVE_VIEW ? (
        <button
          type="button"
          onClick={back}
          className="mb-1 flex w-full items-center gap-1 rounded-control px-2 py-1 text-xs font-medium text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span aria-hidden="true">‹</span> {field?.label ?? 'Save view'}
          <span className="sr-only">: back to all filters</span>
        </button>
      ) : null}
      {body}
    </div>
  );
}

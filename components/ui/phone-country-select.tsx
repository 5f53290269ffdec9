'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { TYPE_TO_FIND_DELAY_MS } from '@/lib/phone/constants';
import { dropdownPlacement } from '@/lib/phone/dropdown-placement';
import type { DropdownPlacement } from '@/lib/phone/dropdown-placement';
import { countryFlag } from '@/lib/phone/countries';
import type { PhoneCountry } from '@/lib/phone/countries';
import { EMPTY_TYPE_TO_FIND, typeToFind } from '@/lib/phone/type-to-find';
import { cn } from './cn';
import { controlClasses } from './field-context';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';

export type PhoneCountrySelectProps = {
  /** Preferred countries first, then the rest (see `orderCountries`). */
  countries: { preferred: readonly PhoneCountry[]; rest: readonly PhoneCountry[] };
  /** ISO2 of the selected country. */
  value: string;
  onChange: (iso2: string) => void;
  disabled?: boolean;
  /** Extra accessible context, e.g. the field's label ("Phone number"). */
  fieldLabel?: string;
};

const PAGE = 10;

/**
 * The phone input's country button (flag + dial code) and its listbox: arrows, Home/End, Page
 * Up/Down, Enter to choose, Escape to close, type-to-find (700 ms); opens above the button when less
 * than 200 px is left below it (spec §9). Focus stays on the listbox (aria-activedescendant).
 */
export function PhoneCountrySelect({ countries, value, onChange, disabled, fieldLabel = 'Phone number' }: PhoneCountrySelectProps) {
  const items = [...countries.preferred, ...countries.rest];
  const lastPreferred = countries.preferred.length - 1;
  const selected = items.find((c) => c.iso2 === value) ?? null;
  const baseId = `country-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listId = `${baseId}-list`;
  const optionId = (iso2: string) => `${baseId}-${iso2}`;

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const search = useRef(EMPTY_TYPE_TO_FIND);

  const show = (index?: number) => {
    if (disabled) return;
    const rect = buttonRef.current?.getBoundingClientRect();
    setPlacement(rect ? dropdownPlacement(rect.bottom, window.innerHeight) : 'below');
    const current = items.findIndex((c) => c.iso2 === value);
    setActive(index ?? Math.max(0, current));
    search.current = EMPTY_TYPE_TO_FIND;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (index: number) => {
    const country = items[index];
    if (!country) return;
    setOpen(false);
    onChange(country.iso2);
  };

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const activeIso2 = items[active]?.iso2;
  const activeId = activeIso2 ? optionId(activeIso2) : undefined;
  useEffect(() => {
    if (open && activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeId]);

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show();
    }
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const move = (index: number) => {
      e.preventDefault();
      setActive(Math.min(items.length - 1, Math.max(0, index)));
    };
    if (e.key === 'ArrowDown') return move(active + 1);
    if (e.key === 'ArrowUp') return move(active - 1);
    if (e.key === 'Home') return move(0);
    if (e.key === 'End') return move(items.length - 1);
    if (e.key === 'PageDown') return move(active + PAGE);
    if (e.key === 'PageUp') return move(active - PAGE);
    if (e.key === 'Escape') {
      // Close the list only, not a dialog around it.
      e.preventDefault();
      e.stopPropagation();
      return close(true);
    }
    if (e.key === 'Tab') return close(false);
    const typing = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
    const searching = search.current.query !== '' && e.timeStamp - search.current.at <= TYPE_TO_FIND_DELAY_MS;
    if (e.key === 'Enter' || (e.key === ' ' && !searching)) {
      e.preventDefault();
      return choose(active);
    }
    if (typing) {
      e.preventDefault();
      const result = typeToFind(items, search.current, e.key, e.timeStamp);
      search.current = result.state;
      if (result.match) setActive(items.indexOf(result.match));
    }
  };

  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${fieldLabel} country: ${selected ? `${selected.name} +${selected.dialCode}` : 'none'}`}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onButtonKeyDown}
        // Country names come from Intl.DisplayNames, whose wording can differ between Node and the browser.
        suppressHydrationWarning
        className={cn(controlClasses, 'flex h-10 w-auto items-center gap-1.5 px-2.5 tabular-nums')}
      >
        <span aria-hidden="true" className="text-base leading-none">
          {selected ? countryFlag(selected.iso2) : '🌐'}
        </span>
        <span aria-hidden="true">{selected ? `+${selected.dialCode}` : '+'}</span>
        <ChevronDownIcon className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label="Countries"
          aria-activedescendant={activeId}
          onKeyDown={onListKeyDown}
          onBlur={(e) => {
            if (!e.currentTarget.parentElement?.contains(e.relatedTarget as Node | null)) setOpen(false);
          }}
          className={cn(
            'absolute left-0 z-40 max-h-60 w-72 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-control border border-border bg-surface py-1 text-sm shadow-lg focus:outline-none',
            placement === 'above' ? 'bottom-full mb-1' : 'top-full mt-1',
          )}
        >
          {items.map((country, index) => (
            <li
              key={country.iso2}
              id={optionId(country.iso2)}
              role="option"
              aria-selected={country.iso2 === value}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 px-3 py-2',
                index === active && 'bg-muted',
                country.iso2 === value && 'font-medium',
                index === lastPreferred && 'mb-1 border-b border-border pb-2',
              )}
            >
              <span aria-hidden="true" className="text-base leading-none">
                {countryFlag(country.iso2)}
              </span>
              <span className="min-w-0 flex-1 truncate">{country.name}</span>
              <span className="text-muted-foreground tabular-nums">+{country.dialCode}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

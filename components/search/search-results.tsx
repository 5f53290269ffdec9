'use client';

import { cn } from '@/components/ui/cn';
import { highlightParts } from '@/lib/search/search-model';
import type { SearchOption, SearchSection } from '@/lib/search/search-model';

export type SearchResultsProps = {
  id: string;
  sections: readonly SearchSection[];
  active: number;
  term: string | null;
  /** Results of an earlier term are showing while the next ones load. */
  stale: boolean;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
};

/**
 * The grouped results as one listbox (groups labelled by their heading). Options are not
 * focusable: focus stays in the box and `aria-activedescendant` marks the highlighted one.
 */
export function SearchResults({ id, sections, active, term, stale, onHover, onChoose }: SearchResultsProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search results"
      hidden={sections.length === 0}
      aria-busy={stale || undefined}
      className={cn('py-1 transition-opacity', stale && 'opacity-60')}
    >
      {sections.map((section) => (
        <div key={section.group} role="group" aria-labelledby={section.headingId} className="py-1">
          <div id={section.headingId} role="presentation" className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {section.label}
          </div>
          {section.options.map((option) => {
            const selected = option.index === active;
            return (
              <div
                key={option.domId}
                id={option.domId}
                role="option"
                aria-selected={selected}
                // Keep focus in the box: a click must not blur it before it is handled.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => (selected ? undefined : onHover(option.index))}
                onClick={() => onChoose(option)}
                className={cn('mx-1 cursor-pointer rounded-control px-2 py-1.5', selected ? 'bg-primary/10' : 'hover:bg-muted')}
              >
                <p className="truncate text-sm text-foreground">
                  {highlightParts(option.hit.title, term).map((part, i) =>
                    part.match ? (
                      <mark key={i} className="bg-transparent font-semibold text-foreground">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={i}>{part.text}</span>
                    ),
                  )}
                </p>
                {option.hit.subtitle ? <p className="truncate text-xs text-muted-foreground">{option.hit.subtitle}</p> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

'use client';

import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { personFullName } from '@/lib/discussions/mention-query';
import type { MentionPicker as Picker } from '@/lib/discussions/use-mention-picker';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The "@" suggestion list under a comment box: people to mention, the highlighted one marked. */
export function MentionPicker({ picker }: { picker: Picker }) {
  if (!picker.open) return null;
  const count = picker.suggestions.length;
  return (
    <div className="mt-1 overflow-hidden rounded-control border border-border bg-surface shadow-lg shadow-slate-900/10">
      <p aria-live="polite" className="sr-only">
        {picker.loading
          ? 'Loading people…'
          : count > 0
            ? `${count} ${count === 1 ? 'person' : 'people'} to mention. Arrow keys to choose, Enter to insert.`
            : ''}
      </p>
      {picker.loading ? (
        <p className="flex items-center gap-2 px-3 py-2 text-sm text-muted-foreground">
          <Spinner /> Loading people…
        </p>
      ) : picker.failed ? (
        <p className="px-3 py-2 text-sm text-danger">Could not load people to mention.</p>
      ) : count === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground">{picker.query ? `Nobody you work with matches “${picker.query}”.` : 'Nobody to mention yet.'}</p>
      ) : (
        <ul id={picker.listId} role="listbox" aria-label="People to mention" className="max-h-56 overflow-y-auto py-1">
          {picker.suggestions.map((person, i) => {
            const name = personFullName(person) || person.email;
            const selected = i === picker.active;
            return (
              <li
                key={person.id}
                id={picker.optionId(person)}
                role="option"
                aria-selected={selected}
                // Keep focus (and the caret) in the textarea while clicking.
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => (selected ? undefined : picker.setActive(i))}
                onClick={() => picker.pick(person)}
                className={cn('mx-1 flex cursor-pointer items-center gap-2 rounded-control px-2 py-1.5', selected ? 'bg-primary/10' : 'hover:bg-muted')}
              >
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[0.65rem] font-semibold text-primary"
                >
                  {initials(name)}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm">
                  <span className="font-medium text-foreground">{name}</span> <span className="text-xs text-muted-foreground">{person.email}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

'use client';

import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { locationProblems, parseLocations, removeLocation } from '@/lib/retailers/locations';

/**
 * Locations typed as comma-separated text; the list they stand for shows as chips while typing
 * (each removable), and that list is what is sent (`locations[]`).
 */
export function LocationsField({ value, onChange, errors }: { value: string; onChange: (text: string) => void; errors?: string[] }) {
  const locations = parseLocations(value);
  const problems = locationProblems(locations);
  const shown = [...(errors ?? []), ...problems.filter((p) => !errors?.includes(p))];
  return (
    <div className="space-y-2">
      <Field label="Locations" hint="Separate locations with commas, e.g. Austin, Dallas, Houston." errors={shown}>
        <Textarea name="locations" rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
      </Field>
      <p aria-live="polite" className="sr-only">
        {locations.length} location{locations.length === 1 ? '' : 's'}
      </p>
      {locations.length > 0 ? (
        <ul aria-label={`Locations (${locations.length})`} className="flex flex-wrap gap-1.5">
          {locations.map((location, i) => (
            <li
              key={location}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-primary"
            >
              <span className="truncate">{location}</span>
              <button
                type="button"
                aria-label={`Remove ${location}`}
                onClick={() => onChange(removeLocation(value, i))}
                className="flex size-5 items-center justify-center rounded-full hover:bg-primary/15 focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A stored list of locations as chips (read-only). A module of its own: the detail screens show the
 * chips without the form field's parser, validation and textarea in their first load.
 */
export function LocationChips({ locations }: { locations: readonly string[] }) {
  if (locations.length === 0) return <span className="text-muted-foreground">No locations</span>;
  return (
    <ul aria-label={`Locations (${locations.length})`} className="flex flex-wrap gap-1.5">
      {locations.map((location, i) => (
        <li key={`${i}-${location}`} className="max-w-full truncate rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">
          {location}
        </li>
      ))}
    </ul>
  );
}

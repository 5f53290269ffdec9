/** A retailer's locations: typed as comma-separated text, sent as a list (`locations[]`). */
export const MAX_LOCATIONS = 100;
export const MAX_LOCATION_LENGTH = 200;

/** The list a locations text stands for: trimmed, empty parts dropped, repeats (any case) kept once. */
export function parseLocations(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(',')) {
    const location = part.replace(/\s+/g, ' ').trim();
    const key = location.toLowerCase();
    if (!location || seen.has(key)) continue;
    seen.add(key);
    out.push(location);
  }
  return out;
}

/** The text a stored list is edited as; `parseLocations(formatLocations(list))` gives the list back. */
export function formatLocations(locations: readonly string[]): string {
  return locations.join(', ');
}

/** A list without the location at `index`, as text again (a chip's remove button). */
export function removeLocation(text: string, index: number): string {
  return formatLocations(parseLocations(text).filter((_, i) => i !== index));
}

/** Problems the form shows before sending (the contract checks the same limits). */
export function locationProblems(locations: readonly string[]): string[] {
  const problems: string[] = [];
  if (locations.length > MAX_LOCATIONS) problems.push(`Enter at most ${MAX_LOCATIONS} locations.`);
  const long = locations.find((l) => l.length > MAX_LOCATION_LENGTH);
  if (long) problems.push(`Each location may not be greater than ${MAX_LOCATION_LENGTH} characters.`);
  return problems;
}

/**
 * Adds the list to a multipart body as repeated `locations[]` values. An empty list is sent as one
 * empty value, so an update clears the stored locations instead of leaving them unchanged.
 */
export function appendLocations(form: FormData, locations: readonly string[]): FormData {
  form.delete('locations[]');
  form.delete('locations');
  if (locations.length === 0) form.append('locations[]', '');
  for (const location of locations) form.append('locations[]', location);
  return form;
}

/** Every 422 / zod message about the locations: the list itself (`locations`) and its items (`locations.3`). */
export function locationErrors(errors: Record<string, string[]>): string[] {
  const out = Object.entries(errors).flatMap(([key, messages]) => (key === 'locations' || key.startsWith('locations.') ? messages : []));
  return [...new Set(out)];
}

/** The error keys the locations field shows (for `useFormMutation`'s `fields`). */
export const LOCATION_ERROR_KEYS: readonly string[] = ['locations', ...Array.from({ length: MAX_LOCATIONS }, (_, i) => `locations.${i}`)];

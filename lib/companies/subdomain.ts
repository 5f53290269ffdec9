/**
 * The subdomain field of the company form: suggested from the name (a local slug at once, then the
 * server's `POST companies/generate-subdomain` answer) until the user edits it. Clearing the field
 * hands it back to the suggestions.
 */
export type SubdomainState = { name: string; subdomain: string; edited: boolean };
export type SubdomainAction = { type: 'name'; name: string } | { type: 'suggested'; name: string; subdomain: string } | { type: 'edited'; subdomain: string };

export const initialSubdomainState = (name = '', subdomain = ''): SubdomainState => ({ name, subdomain, edited: subdomain !== '' });

export function subdomainReducer(state: SubdomainState, action: SubdomainAction): SubdomainState {
  switch (action.type) {
    case 'name':
      return { ...state, name: action.name, subdomain: state.edited ? state.subdomain : slugify(action.name) };
    case 'suggested':
      // A late answer for an older name, or after the user took over, changes nothing.
      if (state.edited || action.name.trim() !== state.name.trim()) return state;
      return { ...state, subdomain: action.subdomain };
    case 'edited': {
      const value = action.subdomain.toLowerCase();
      return { ...state, subdomain: value, edited: value.trim() !== '' };
    }
  }
}

/** Whether the server should be asked for a suggestion for this state. */
export const wantsSuggestion = (state: SubdomainState): boolean => !state.edited && state.name.trim() !== '';

/** A local subdomain from a name: lower case, accents dropped, runs of other characters as one hyphen, at most 63. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
}

/** The subdomain of a `generate-subdomain` answer's data (a string, or an object with `subdomain`). */
export function readSuggestion(data: unknown): string | null {
  if (typeof data === 'string') return data || null;
  if (typeof data === 'object' && data !== null && 'subdomain' in data) {
    const value = (data as { subdomain: unknown }).subdomain;
    return typeof value === 'string' && value ? value : null;
  }
  return null;
}

export type Availability = { subdomain: string; available: boolean; reason: string | null };

/** What the form says under the field for a `check-subdomain-availability` answer. */
export const availabilityText = (a: Availability): string => (a.available ? `${a.subdomain} is available.` : (a.reason ?? `${a.subdomain} is not available.`));

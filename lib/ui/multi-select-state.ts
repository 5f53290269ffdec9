/**
 * The pure part of `components/workspace-content/multi-select.tsx` (picking a name in a
 * multi-select closed the list and chose nothing). The open state, the filter text and the option
 * that holds the keyboard focus live in one reducer; choosing never closes the list.
 */

export type MultiSelectOption = { value: number; label: string };

export type MultiSelectState = {
  open: boolean;
  filter: string;
  /** Index (among the shown options) of the option that takes Tab focus (roving tabindex). */
  active: number;
};

export type MultiSelectAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle-open' }
  | { type: 'filter'; value: string }
  | { type: 'focus'; index: number };

export const CLOSED: MultiSelectState = { open: false, filter: '', active: 0 };

export function multiSelectReducer(state: MultiSelectState, action: MultiSelectAction): MultiSelectState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...CLOSED, open: true };
    // A closed list forgets its filter: reopening shows every option.
    case 'close':
      return state.open ? CLOSED : state;
    case 'toggle-open':
      return state.open ? CLOSED : { ...CLOSED, open: true };
    case 'filter':
      return { ...state, filter: action.value, active: 0 };
    case 'focus':
      return state.active === action.index ? state : { ...state, active: action.index };
  }
}

/** The value with `id` added (at the end) or removed. */
export const toggleId = (value: readonly number[], id: number): number[] => (value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);

/** The options whose label contains the filter text (case-insensitive). */
export function filterOptions(options: readonly MultiSelectOption[], filter: string): readonly MultiSelectOption[] {
  const needle = filter.trim().toLowerCase();
  return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
}

/** Up to this many chosen labels are spelled out on the trigger; more show as a count. */
const NAMED_UP_TO = 2;

/**
 * The trigger's text: the placeholder, the chosen labels ("Tesco, Aldi") or "3 selected". Ids from a
 * shared URL can arrive before their options: they are counted rather than claimed as "All".
 */
export function multiSelectSummary(options: readonly MultiSelectOption[], value: readonly number[], placeholder: string): string {
  if (value.length === 0) return placeholder;
  const chosen = options.filter((o) => value.includes(o.value));
  const count = Math.max(chosen.length, value.length);
  return chosen.length === count && count <= NAMED_UP_TO ? chosen.map((o) => o.label).join(', ') : `${count} selected`;
}

/** Where an arrow / Home / End key moves the focus among `length` options from `at` (-1: from outside), or null for other keys. */
export function moveIndex(key: string, at: number, length: number): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    case 'ArrowDown':
      return Math.min(length - 1, at + 1);
    case 'ArrowUp':
      return Math.max(0, at - 1);
    default:
      return null;
  }
}

/** Enter and Space choose the focused option (Space would otherwise scroll the list). */
export const isToggleKey = (key: string) => key === 'Enter' || key === ' ' || key === 'Spacebar';

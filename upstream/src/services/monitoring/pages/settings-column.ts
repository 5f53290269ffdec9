import type { ExtractionSettingsBody, ExtractionSettingsColumn } from '@/lib/contract/monitoring/common';
import type { ExtractionSettings } from '@/lib/contract/monitoring/pages';

type Pair = [keyof ExtractionSettingsBody & keyof ExtractionSettings, keyof ExtractionSettingsColumn];
const PAIRS: Pair[] = [
  ['price_selector', 'priceSelector'],
  ['price_xpath', 'priceXPath'],
  ['price_regex', 'priceRegex'],
  ['availability_selector', 'availabilitySelector'],
  ['currency', 'currency'],
  ['locale', 'locale'],
  ['offer_match', 'offerMatch'],
  ['ignore_selectors', 'ignoreSelectors'],
  ['ignore_patterns', 'ignorePatterns'],
  ['steps', 'steps'],
  ['learned_ignores', 'learnedIgnores'],
];

const empty = (v: unknown) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** The body's snake_case settings as the row stores them (camelCase); empty values are left out. */
export function toSettingsColumn(body: ExtractionSettingsBody): ExtractionSettingsColumn {
  const out: Record<string, unknown> = {};
  for (const [wire, column] of PAIRS) if (!empty(body[wire])) out[column] = body[wire];
  return out as ExtractionSettingsColumn;
}

/** The row's settings on the wire (snake_case). */
export function toSettingsWire(column: ExtractionSettingsColumn): ExtractionSettings {
  const out: Record<string, unknown> = {};
  for (const [wire, col] of PAIRS) if (!empty(column[col])) out[wire] = column[col];
  if (column.learnedAt) out.learned_at = column.learnedAt;
  return out as ExtractionSettings;
}

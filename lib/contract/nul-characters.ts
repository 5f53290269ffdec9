/**
 * PostgreSQL text cannot hold U+0000 (it answers 22021 and the request would be a 500), and no
 * field of the contract has a use for it. This is the one check, shared by every way input arrives
 * (JSON, forms, streamed forms, query strings): a NUL anywhere is a 422 naming the field.
 */
export const NUL_MESSAGE = 'The field must not contain NUL characters.';

const hasNul = (value: string) => value.includes('\u0000');

/**
 * Dotted paths (`items.0.name`, Laravel's style) of every string in `value` that holds a NUL,
 * object keys included. Depth is bounded so a hostile nesting cannot exhaust the stack.
 */
export function findNulFields(value: unknown, path = '', depth = 0): string[] {
  const here = path || '_';
  if (typeof value === 'string') return hasNul(value) ? [here] : [];
  if (value === null || typeof value !== 'object' || depth > 64) return [];
  const out: string[] = [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (hasNul(key)) out.push(childPath);
    else out.push(...findNulFields(child, childPath, depth + 1));
  }
  return out;
}

/** Laravel's `errors` object for those paths. */
export const nulFieldErrors = (paths: readonly string[]): Record<string, string[]> =>
  Object.fromEntries(paths.map((p) => [p.replace(/\u0000/g, ''), [NUL_MESSAGE]]));

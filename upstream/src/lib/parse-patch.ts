import type { z } from 'zod';
import type { Patch } from './patch';
import { parseOr422 } from './validation';

/**
 * Parses an update: the fields the request sent, validated by `schema`; a sent field that is empty
 * (or JSON null) becomes null ("clear it"), and a field not sent stays absent ("leave it").
 */
export function parsePatch<S extends z.ZodObject>(schema: S, input: Record<string, unknown>): Patch<z.infer<S>> {
  const parsed = parseOr422(schema, input) as Record<string, unknown>;
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (!(key in input)) continue;
    const value = parsed[key];
    patch[key] = value === '' || value === undefined ? null : value;
  }
  return patch as Patch<z.infer<S>>;
}

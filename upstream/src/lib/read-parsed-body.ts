import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { readInput } from './read-input';
import { parseOr422 } from './validation';

/** A JSON (or form) body read after the route's access check, validated by `schema` (422 otherwise). */
export async function readParsedBody<S extends z.ZodTypeAny>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const { input } = await readInput(c, c.var.deps.config.uploadMaxBytes);
  return parseOr422(schema, input);
}

import type { Context } from 'hono';
import { AppError } from '../../lib/errors';
import { readForm } from '../../lib/multipart';

const MESSAGE = 'The request must be valid multipart/form-data.';

/**
 * readForm, but a body that claims to be multipart and is not (Hono's parseBody throws a TypeError)
 * is the client's mistake: a 422 like readForm's own content-type check, never a 500.
 */
export async function readFormOr422(c: Context, maxBytes: number): ReturnType<typeof readForm> {
  try {
    return await readForm(c, maxBytes);
  } catch (error) {
    // By name: the TypeError may come from another realm (undici's FormData parser under Jest), where instanceof misses it.
    if ((error as { name?: unknown } | null)?.name === 'TypeError') throw new AppError('VALIDATION', MESSAGE, { errors: { _: [MESSAGE] } });
    throw error;
  }
}

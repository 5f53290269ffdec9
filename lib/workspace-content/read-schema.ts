import type { ApiFetchOptions } from '@/lib/api/api-fetch';
import type { READ_SCHEMAS } from './read-schemas';

export type ReadSchemaName = keyof typeof READ_SCHEMAS;

/**
 * The `schema` option of a workspace content read: a loader of its contract in development and
 * tests, nothing in production builds (the import is dropped with the branch, so neither zod nor
 * the contract reaches the screens' bundles).
 */
export function readSchema(name: ReadSchemaName): ApiFetchOptions['schema'] {
  if (process.env.NODE_ENV === 'production') return undefined;
  return () => import('./read-schemas').then((m) => m.READ_SCHEMAS[name]);
}

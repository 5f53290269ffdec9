import { z } from 'zod';
import { SORTS } from './values';
import { paginationQuery } from './common';
import { optionalWebUrl } from './web-url';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { SORTS };

/** Lists of the company area: page (20), sort by name or date (prefix `-` for descending), filter by name. */
export const catalogueListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  sort: z.enum(SORTS).default('name'),
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuery>;

export const requiredText = (field: string, max = 200) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);
export const optionalText = (field: string, max = 5000) =>
  z
    .string()
    .trim()
    .max(max, `The ${field} may not be greater than ${max} characters.`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** An http(s) URL (`https://` added when missing, see web-url.ts), or empty (cleared). Multipart forms send '' for an empty input. */
export const optionalUrl = (field: string) => optionalWebUrl(field);

/** A list field: accepts an array, or JSON text of an array, or comma-separated text (multipart). */
export const stringList = (field: string, itemMax = 300) =>
  z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => {
      if (v === undefined) return undefined;
      if (Array.isArray(v)) return v;
      const t = v.trim();
      if (t.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(t);
          if (Array.isArray(parsed)) return parsed.map(String);
        } catch {
          // fall through to comma-separated text
        }
      }
      return t.split(',');
    })
    .pipe(
      z
        .array(z.string().trim().max(itemMax, `Each ${field} may not be greater than ${itemMax} characters.`))
        .max(100)
        .transform((a) => a.filter(Boolean))
        .optional(),
    );

/** Postgres `integer` range: larger ids would be a database error, so they are a 422 here. */
export const MAX_DB_ID = 2_147_483_647;

export const optionalId = z
  .union([z.literal(''), z.coerce.number().int().positive().max(MAX_DB_ID, 'The selected item is invalid.')])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
export const nullableId = z
  .union([z.literal(''), z.literal('null'), z.null(), z.coerce.number().int().positive().max(MAX_DB_ID, 'The selected item is invalid.')])
  .optional()
  .transform((v) => (v === '' || v === 'null' ? null : v));

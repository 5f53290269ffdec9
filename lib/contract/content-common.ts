import { z } from 'zod';
import { ALL_CATEGORIES_OPTION, categoryOptions, CONTENT_SORTS, DOCUMENT_CATEGORIES } from './values';
import { paginationQuery } from './common';
import { MAX_DB_ID } from './catalogue-common';
import { fieldUrl } from './web-url';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { ALL_CATEGORIES_OPTION, categoryOptions, CONTENT_SORTS, DOCUMENT_CATEGORIES };
export type { DocumentCategory } from './values';

const CATEGORY_MESSAGE = `The category must be one of: ${DOCUMENT_CATEGORIES.join(', ')}.`;
export const documentCategory = z.enum(DOCUMENT_CATEGORIES, { message: CATEGORY_MESSAGE });
/** An optional category in a form: '' or 'null' clears it. */
export const optionalCategory = z
  .union([z.literal(''), z.literal('null'), z.null(), documentCategory], { message: CATEGORY_MESSAGE })
  .optional()
  .transform((v) => (v === '' || v === 'null' ? null : v));

const isId = (v: string | number) => {
  const n = typeof v === 'number' ? v : /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_DB_ID;
};
/**
 * A list of ids in a query or a form: `1,2,3`, repeated `x[]` values (joined by the reader), a JSON
 * array, or an array. Anything that is not a positive id is one 422 on the field itself (not on
 * `field.0`), so forms show it beside the list.
 */
export const idList = (field: string) =>
  z
    .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()], { message: `The ${field} must be a list of ids.` })
    .optional()
    .transform((v): (string | number)[] | undefined => {
      if (v === undefined) return undefined;
      if (typeof v === 'number') return [v];
      if (Array.isArray(v)) return v;
      const t = v.trim();
      if (t === '') return [];
      if (t.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(t);
          if (Array.isArray(parsed)) return parsed.map((p) => (typeof p === 'number' ? p : String(p)));
        } catch {
          // not JSON: read as comma-separated text below
        }
      }
      return t.split(',');
    })
    .refine((a) => a === undefined || a.every(isId), { message: `The ${field} must be a list of ids.` })
    .refine((a) => a === undefined || a.length <= 200, { message: `At most 200 ${field}.` })
    .transform((a) => (a === undefined ? undefined : [...new Set(a.map(Number))]));

const isoDate = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${field} must be a date (YYYY-MM-DD).`)
    .refine((d) => !Number.isNaN(Date.parse(d)), `The ${field} must be a valid date.`);
export const optionalDate = (field: string) =>
  z
    .union([z.literal(''), z.null(), isoDate(field)])
    .optional()
    .transform((v) => (v === '' ? null : v));

/**
 * Section 2's global filters, shared by the workspace retailers, files and insights lists (and the
 * meetings and tasks lists). Ids are comma-separated in the URL so a filtered view can be
 * shared. `workspace_ids` absent means every workspace the caller can see. `retailer_ids`,
 * `brand_ids` and `product_ids` are workspace record ids (workspace retailer, brand, product).
 * Dates are inclusive calendar days (UTC).
 */
export const contentFilterQuery = paginationQuery
  .extend({
    workspace_ids: idList('workspace_ids'),
    retailer_ids: idList('retailer_ids'),
    brand_ids: idList('brand_ids'),
    product_ids: idList('product_ids'),
    category: z
      .union([z.literal(''), documentCategory], { message: CATEGORY_MESSAGE })
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    date_from: optionalDate('date_from'),
    date_to: optionalDate('date_to'),
    search: z.string().trim().max(100).optional(),
    sort: z.enum(CONTENT_SORTS).default('-created_at'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'The date_to must be a date after or equal to date_from.',
    path: ['date_to'],
  });
export type ContentFilterQuery = z.infer<typeof contentFilterQuery>;

/** `GET workspaces/dates?workspace_ids=`: the first and last content dates (YYYY-MM-DD), for the date filter's bounds. */
export const workspaceDatesQuery = z.object({ workspace_ids: idList('workspace_ids') });
export const workspaceDates = z.object({ first: z.string().nullable(), last: z.string().nullable() });
export type WorkspaceDates = z.infer<typeof workspaceDates>;

/** A short reference to a record shown beside another (a file's workspaces, retailers…). */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

/**
 * Stored documents (file versions, insight files and resources). Size and type limits: README
 * "Uploads". `download_url` is a BFF path that streams the bytes with the session; never public.
 */
export const storedDocument = z.object({
  original_name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  download_url: z.string(),
});
export type StoredDocument = z.infer<typeof storedDocument>;

/** An http(s) URL of an external document. */
export const externalUrl = fieldUrl('external url', 2000);

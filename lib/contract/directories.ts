import { z } from 'zod';
import { catalogueListQuery, optionalText, optionalUrl, requiredText } from './catalogue-common';

export const DIRECTORY_KINDS = ['retailers', 'partners', 'distributors'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

export const directoryEntryResource = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntryResource>;

export const directoryEntryBody = z.object({
  name: requiredText('name', 150),
  website: optionalUrl('website'),
  /** ISO 3166-1 alpha-2, any case (stored upper-case); empty means none. */
  country: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, 'The country must be a two-letter code.')
    .transform((v) => v.toUpperCase())
    .optional(),
  description: optionalText('description', 2000),
});
export type DirectoryEntryBody = z.infer<typeof directoryEntryBody>;

/** `GET {kind}`: paged, `search` (name contains), `sort` name|-name|created_at|-created_at. */
export const directoryListQuery = catalogueListQuery;

/** `GET {kind}/search?q=` — as-you-type; at most 10 results, names starting with q first. */
export const DIRECTORY_SEARCH_LIMIT = 10;
export const directorySearchQuery = z.object({
  q: z
    .string({ error: 'Type at least one character.' })
    .trim()
    .min(1, 'Type at least one character.')
    .max(100, 'The search may not be greater than 100 characters.'),
});
export type DirectorySearchQuery = z.infer<typeof directorySearchQuery>;

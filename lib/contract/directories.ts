import { z } from 'zod';
import { optionalText, optionalUrl, requiredText } from './catalogue-common';

export const DIRECTORY_KINDS = ['retailers', 'partners', 'distributors'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

export const directoryEntryResource = z.object({
  id: z.number().int(), name: z.string(), website: z.string().nullable(), country: z.string().nullable(),
  description: z.string().nullable(), created_at: z.string(),
});
export type DirectoryEntry = z.infer<typeof directoryEntryResource>;

export const directoryEntryBody = z.object({
  name: requiredText('name', 150),
  website: optionalUrl('website'),
  country: z.union([z.literal(''), z.string().trim().regex(/^[A-Za-z]{2}$/, 'The country must be a two-letter code.').transform((v) => v.toUpperCase())]).optional(),
  description: optionalText('description', 2000),
});
/** `GET {kind}/search?q=` — as-you-type; at most 10 results, names starting with q first. */
export const directorySearchQuery = z.object({ q: z.string().trim().min(1, 'Type at least one character.').max(100) });

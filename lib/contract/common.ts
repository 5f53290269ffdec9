import { z } from 'zod';
import { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from './values';
import { installValidationMessages } from './zod-messages';

// Every contract module imports this one: the wording of zod's own messages is set before any parse.
installValidationMessages();
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { PAGE_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX };

/** Laravel-style envelopes shared by the upstream, the BFF and the browser. */

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(PAGE_DEFAULT),
  per_page: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const pageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const dataOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: item });
export const listOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });
export const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), meta: pageMeta });

export const messageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageBody>;

export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

export const idParam = z.coerce.number().int().positive();

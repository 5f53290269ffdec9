import { z } from 'zod';
import { paginationQuery } from '../common';
import { MAX_DB_ID } from '../catalogue-common';

/**
 * `companies/{companyId}/scraping-requests`: a person's "scrape now" over products or pages. Progress
 * (`done` of `total`) is read from the pages' requests, so a page that joined a request already
 * queued still counts when that request finishes.
 */

const ids = (what: string) =>
  z
    .array(
      z.coerce
        .number({ error: `Each ${what} must be an id.` })
        .int()
        .positive()
        .max(MAX_DB_ID, `The selected ${what} is invalid.`),
      { error: `The ${what}s must be a list of ids.` },
    )
    .max(1000, `At most 1000 ${what}s at once.`)
    .optional();

export const NO_TARGET_MESSAGE = 'Choose at least one monitoring product or page.';

export const scrapingRequestBody = z.object({ monitoring_product_ids: ids('monitoring product'), page_ids: ids('page') }).superRefine((b, ctx) => {
  if ((b.monitoring_product_ids?.length ?? 0) + (b.page_ids?.length ?? 0) === 0)
    ctx.addIssue({ code: 'custom', path: ['monitoring_product_ids'], message: NO_TARGET_MESSAGE });
});
export type ScrapingRequestBody = z.infer<typeof scrapingRequestBody>;

/** PUT: the only change a person makes is to cancel it. */
export const scrapingRequestUpdateBody = z.object({
  status: z.literal('cancelled', { error: 'The status can only be set to cancelled.' }),
});

export const scrapingRequestListQuery = paginationQuery;

export const SCRAPING_STATUSES = ['running', 'finished', 'cancelled'] as const;

export const scrapingRequestResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  status: z.enum(SCRAPING_STATUSES),
  total: z.number().int(),
  /** Pages that finished a check since the request was made. */
  done: z.number().int(),
  /** done / total as a whole percent, 0..100 (100 when there is nothing to do). */
  progress: z.number().int(),
  page_ids: z.array(z.number().int()),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ScrapingRequest = z.infer<typeof scrapingRequestResource>;

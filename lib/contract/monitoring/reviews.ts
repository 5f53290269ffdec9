import { z } from 'zod';
import { paginationQuery } from '../common';
import { optionalRecordId } from './requests';

/**
 * `companies/{companyId}/monitoring-products/{id}/reviews`: reviews scraped from the
 * product's pages (deduplicated) and manual ones. Only manual reviews can be edited or deleted: a
 * deleted scraped review would come back with the next scrape. The list also carries each page's
 * aggregate rating over time (`rating_series`).
 */

const text = (field: string, max: number) => z.string().trim().max(max, `The ${field} may not be greater than ${max} characters.`);
const rating = z.coerce
  .number({ error: 'The rating must be a number from 0 to 5.' })
  .min(0, 'The rating must be a number from 0 to 5.')
  .max(5, 'The rating must be a number from 0 to 5.');
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The published on must be a date (YYYY-MM-DD).')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'The published on must be a date (YYYY-MM-DD).');

export const monitoringReviewResource = z.object({
  id: z.number().int(),
  page_id: z.number().int().nullable(),
  author: z.string().nullable(),
  rating: z.number().nullable(),
  title: z.string().nullable(),
  body: z.string(),
  published_on: z.string().nullable(),
  source: z.enum(['scraped', 'manual']),
  created_at: z.string(),
});
export type MonitoringReview = z.infer<typeof monitoringReviewResource>;

export const ratingPoint = z.object({
  page_id: z.number().int(),
  value: z.number(),
  count: z.number().int().nullable(),
  best: z.number().nullable(),
  first_observed_at: z.string(),
  last_observed_at: z.string(),
});
export type RatingPoint = z.infer<typeof ratingPoint>;

export const monitoringReviewListQuery = paginationQuery.extend({
  page_id: optionalRecordId('The selected page is invalid.'),
  source: z.enum(['scraped', 'manual'], { error: 'The source must be scraped or manual.' }).optional(),
});
export type MonitoringReviewListQuery = z.infer<typeof monitoringReviewListQuery>;

export const monitoringReviewBody = z.object({
  page_id: optionalRecordId('The selected page is invalid.'),
  author: text('author', 200).optional(),
  rating,
  title: text('title', 300).optional(),
  body: text('body', 10_000).min(1, 'The body field is required.'),
  published_on: day.optional(),
});
export type MonitoringReviewBody = z.infer<typeof monitoringReviewBody>;

/** The fields sent change; '' (or null) clears an optional one. */
export const monitoringReviewUpdateBody = z.object({
  author: z.union([z.literal(''), text('author', 200)]).optional(),
  rating: rating.optional(),
  title: z.union([z.literal(''), text('title', 300)]).optional(),
  body: text('body', 10_000).min(1, 'The body field is required.').optional(),
  published_on: z.union([z.literal(''), day]).optional(),
});
export type MonitoringReviewUpdateBody = z.infer<typeof monitoringReviewUpdateBody>;

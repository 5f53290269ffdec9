import { z } from 'zod';
import { paginationQuery } from '../common';
import { REPORT_KINDS } from './common';

/**
 * `companies/{companyId}/monitoring-products/{id}/reports`: generated price overview,
 * MAP violations or change digest for a period. POST answers 202 with status `generating`; the
 * contents are written once (status `ready`) and never change afterwards, so later prices leave a
 * ready report as it was. Only a failed (or interrupted) report can be changed, which generates it again.
 */

export const REPORT_SPAN_MAX_DAYS = 366;
export const REPORT_STATUSES = ['generating', 'ready', 'failed'] as const;

export const instantInput = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
      `The ${field} must be a date or an ISO 8601 date-time.`,
    );

const kind = z.enum(REPORT_KINDS, { error: `The kind must be one of ${REPORT_KINDS.join(', ')}.` });

function checkPeriod(r: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (r.from === undefined || r.to === undefined) return;
  const from = Date.parse(r.from);
  const to = Date.parse(r.to);
  if (!(from < to)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The to date must be after the from date.' });
  else if (to - from > REPORT_SPAN_MAX_DAYS * 86_400_000)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `A report may span at most ${REPORT_SPAN_MAX_DAYS} days.` });
}

export const reportBody = z.object({ kind, from: instantInput('from'), to: instantInput('to') }).superRefine(checkPeriod);
export type ReportBody = z.infer<typeof reportBody>;

/** Regenerates a failed report, optionally with another kind or period. */
export const reportUpdateBody = z
  .object({ kind: kind.optional(), from: instantInput('from').optional(), to: instantInput('to').optional() })
  .strict()
  .superRefine(checkPeriod);
export type ReportUpdateBody = z.infer<typeof reportUpdateBody>;

export const reportResource = z.object({
  id: z.number().int(),
  kind,
  period_from: z.string(),
  period_to: z.string(),
  status: z.enum(REPORT_STATUSES),
  error: z.string().nullable(),
  /** Lines in the contents (null until ready). */
  row_count: z.number().int().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
});
export type ReportResource = z.infer<typeof reportResource>;

export const reportListQuery = paginationQuery.extend({
  kind: kind.optional(),
  status: z.enum(REPORT_STATUSES, { error: 'The status must be generating, ready or failed.' }).optional(),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

const evidence = z.object({
  page_id: z.number().int(),
  url: z.string(),
  retailer: z.string().nullable(),
  version_id: z.number().int().nullable(),
  price_id: z.number().int().nullable(),
  observed_at: z.string(),
});

/** ReportContents of common.ts: rows depend on the kind; each carries its evidence. */
export const reportContentsResource = z.object({
  kind,
  period: z.object({ from: z.string(), to: z.string() }),
  generated_at: z.string(),
  rows: z.array(z.record(z.string(), z.unknown()).and(z.object({ evidence: z.array(evidence) }))),
  summary: z.record(z.string(), z.unknown()),
});

import { z } from 'zod';
import { MAX_DB_ID } from './catalogue-common';

/** Workspace content, and a monitored page's version (shared by short link). */
export const SHORT_CODE_TYPES = ['file', 'insight', 'meeting', 'task', 'monitoring_version'] as const;
export type ShortCodeType = (typeof SHORT_CODE_TYPES)[number];

/** `POST short-code`: share a record the caller can read. The same caller and record get the same code back. */
export const shortCodeBody = z.object({
  type: z.enum(SHORT_CODE_TYPES, { message: 'The type must be file, insight, meeting, task or monitoring_version.' }),
  id: z.coerce
    .number({ error: 'The id field is required.' })
    .int()
    .positive({ message: 'The id field is required.' })
    .max(MAX_DB_ID, 'The selected record is invalid.'),
});
/**
 * `POST short-code` → `{ code, path: "/s/{code}" }`; `GET short-code/{code}` → `{ type, id, workspace_id, url }` (`workspace_id` null for a page version, which lives under a company)
 * for a signed-in caller who can read the record (401 signed out, 403 without access, 404 unknown,
 * 410 expired). Codes are 10 characters of [A-Za-z0-9] and last 180 days.
 */
export const shortCodeResource = z.object({ code: z.string(), path: z.string(), expires_at: z.string().nullable() });
export type ShortCode = z.infer<typeof shortCodeResource>;
export const shortCodeTarget = z.object({ type: z.enum(SHORT_CODE_TYPES), id: z.number().int(), workspace_id: z.number().int().nullable(), url: z.string() });
export type ShortCodeTarget = z.infer<typeof shortCodeTarget>;
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{10}$/;

/** How a shared record's kind reads in a sentence ("shared the file …"). */
export const SHORT_CODE_KIND_LABEL: Record<ShortCodeType, string> = {
  file: 'file',
  insight: 'insight',
  meeting: 'meeting',
  task: 'task',
  monitoring_version: 'page version',
};

/**
 * `GET short-code/{code}/preview` (public): what the holder of a live link may know before signing
 * in or without access (decision 0038): the record's kind and title and the sharer's name. Nothing
 * else (no workspace, company, email or content); an unknown, expired or dead link says nothing.
 */
export const shortCodePreview = z.object({ type: z.enum(SHORT_CODE_TYPES), title: z.string(), shared_by: z.string().nullable() });
export type ShortCodePreview = z.infer<typeof shortCodePreview>;

/**
 * `POST short-code/{code}/access-requests`: a signed-in caller who cannot open the link asks the
 * people who can grant access (`requested`, 201); one who already can gets `has_access` (200).
 */
export const shortCodeAccessRequest = z.object({ status: z.enum(['requested', 'has_access']), message: z.string() });
export type ShortCodeAccessRequest = z.infer<typeof shortCodeAccessRequest>;

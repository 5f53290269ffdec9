import { z } from 'zod';
import { memberUser } from './teams';
import { MAX_DB_ID, nullableId, optionalText, requiredText } from './catalogue-common';
import { discussionResource } from './discussions';
import { externalUrl, idList, namedRef, optionalCategory, storedDocument } from './content-common';

/** One version of a file: stored bytes (`document`) or an external URL. Numbered 1, 2, 3…: a new version is the highest + 1. */
export const fileVersionResource = z.object({
  id: z.number().int(),
  file_id: z.number().int(),
  version: z.number().int(),
  kind: z.enum(['upload', 'url']),
  external_url: z.string().nullable(),
  document: storedDocument.nullable(),
  uploaded_by: memberUser.nullable(),
  created_at: z.string(),
});
export type FileVersion = z.infer<typeof fileVersionResource>;

export const fileResource = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  /** The workspace the file was created in; `workspace_ids` lists every workspace it is shared with. */
  workspace_id: z.number().int(),
  workspace_ids: z.array(z.number().int()),
  workspaces: z.array(namedRef),
  /** Workspace retailer ids; `workspace_company_retailer_id` is the first of them (or null). */
  retailer_ids: z.array(z.number().int()),
  retailers: z.array(namedRef),
  workspace_company_retailer_id: z.number().int().nullable(),
  workspace_company_brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  workspace_company_product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  /** The latest version's content, repeated here for lists (`external_url` or `file`). */
  external_url: z.string().nullable(),
  file: storedDocument.nullable(),
  latest_version: fileVersionResource,
  versions_count: z.number().int(),
  discussions_count: z.number().int(),
  created_by: memberUser.nullable(),
  /** The caller may edit it, add or delete versions and delete it (author or a manager of one of its workspaces). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FileRecord = z.infer<typeof fileResource>;

/** `GET files/{id}`: the file with every version (newest first) and its discussions. */
export const fileDetailResource = fileResource.extend({
  versions: z.array(fileVersionResource),
  discussions: z.array(discussionResource),
});
export type FileDetail = z.infer<typeof fileDetailResource>;

const links = {
  description: optionalText('description', 5000),
  category: optionalCategory,
  workspace_ids: idList('workspace_ids'),
  retailer_ids: idList('retailer_ids'),
  workspace_company_retailer_id: nullableId,
  workspace_company_brand_id: nullableId,
  workspace_company_product_id: nullableId,
};

/**
 * `POST files` (multipart): `file` (upload) or `external_url`, exactly one. `workspace_id` is where it
 * is created (the caller must be allowed to create resources there); `workspace_ids` adds the other
 * workspaces it is shared with (same right needed). Retailers, brand and product must belong to one of
 * those workspaces. The `file` part is validated by the upstream's streaming reader, not by this schema.
 */
export const fileCreateBody = z.object({
  name: requiredText('name', 200),
  workspace_id: z.coerce
    .number({ error: 'The workspace field is required.' })
    .int()
    .positive({ message: 'The workspace field is required.' })
    .max(2_147_483_647, 'The selected workspace is invalid.'),
  external_url: z
    .union([z.literal(''), externalUrl])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  ...links,
});
export type FileCreateBody = z.infer<typeof fileCreateBody>;

/** `PUT files/{id}` (JSON): details only; content changes through versions. Fields sent change. */
export const fileUpdateBody = z.object({ name: requiredText('name', 200).optional(), ...links });
export type FileUpdateBody = z.infer<typeof fileUpdateBody>;

/** `POST files/{id}/version` (multipart): `file` or `external_url`, exactly one. */
export const fileVersionBody = z.object({
  external_url: z
    .union([z.literal(''), externalUrl])
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
});

/**
 * The stored types a version is compared as text: every type upstream/src/storage/sniff-document.ts
 * gives a text upload (it is typed against this list). The screens offer "Compare" only for these.
 */
export const TEXT_DOCUMENT_TYPES = ['text/plain', 'text/csv', 'text/markdown', 'text/tab-separated-values', 'application/json'] as const;
export type TextDocumentType = (typeof TEXT_DOCUMENT_TYPES)[number];
export const isTextDocumentType = (mime: string | null | undefined): mime is TextDocumentType =>
  (TEXT_DOCUMENT_TYPES as readonly string[]).includes(mime ?? '');

/** Bounds of a comparison, so one request's work stays small: each version at most 1 MB and 20,000 lines (else 422). */
export const COMPARE_MAX_BYTES = 1_048_576;
export const COMPARE_MAX_LINES = 20_000;
/** Unchanged lines kept around each change, as in a unified diff; longer unchanged runs become a `skip`. */
export const COMPARE_CONTEXT_LINES = 3;

/** `GET files/{id}/version/{versionId}/compare?with=`: the other version of the same file, the older side of the diff. */
export const fileCompareQuery = z.object({
  with: z.coerce
    .number({ error: 'The with field is required.' })
    .int('The selected version is invalid.')
    .positive('The selected version is invalid.')
    .max(MAX_DB_ID, 'The selected version is invalid.'),
});

const comparedVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** The uploaded file's name. */
  name: z.string(),
  /** How many lines it has. */
  lines: z.number().int(),
});

/** One line of a unified diff (1-based line numbers on the side(s) it is on), or a run of unchanged lines left out. */
export const fileDiffLine = z.discriminatedUnion('op', [
  z.object({ op: z.literal('equal'), text: z.string(), old_line: z.number().int(), new_line: z.number().int() }),
  z.object({ op: z.literal('remove'), text: z.string(), old_line: z.number().int() }),
  z.object({ op: z.literal('add'), text: z.string(), new_line: z.number().int() }),
  z.object({ op: z.literal('skip'), count: z.number().int() }),
]);
export type FileDiffLine = z.infer<typeof fileDiffLine>;

/** A line diff from `from` (the `with` version) to `to` (the path's version), with COMPARE_CONTEXT_LINES of context. */
export const fileVersionCompareResource = z.object({
  file_id: z.number().int(),
  from: comparedVersion,
  to: comparedVersion,
  added: z.number().int(),
  removed: z.number().int(),
  lines: z.array(fileDiffLine),
});
export type FileVersionCompare = z.infer<typeof fileVersionCompareResource>;

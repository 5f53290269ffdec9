import { z } from 'zod';

/**
 * The trash (decision 0027): a deleted record with everything its delete took (versions,
 * discussions, subtasks, notes…), restorable whole by whoever could delete it until `purge_after`.
 */
export const trashEntry = z.object({
  id: z.number().int(),
  deleted_at: z.string().describe('ISO 8601'),
  purge_after: z.string().describe('ISO 8601: after this the purge job removes it for good (TRASH_RETENTION_DAYS)'),
  deleted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  impersonated: z.boolean().describe('Deleted by a super-administrator acting as `deleted_by`'),
  subject: z.object({
    type: z.string().describe('Its kind as in the path of the delete (`files`, `tasks`, `retailers`)'),
    id: z.number().int(),
    label: z.string().nullable().describe('Its title or name when deleted'),
  }),
  table: z.string().describe('The table the record lives in (`files`, `company_retailers`)'),
  route: z.string().describe('The delete, as in the route table: `DELETE files/{fileId}`'),
  workspace_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  contents: z.record(z.string(), z.number().int()).describe('Rows that went with it, by table (`{ "file_versions": 3 }`), the record included'),
});
export type TrashEntry = z.infer<typeof trashEntry>;

export const trashQuery = z.object({
  before: z.coerce.number().int().positive().optional().describe('Entries older than this id (the previous page’s `next_before`)'),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type TrashQuery = z.infer<typeof trashQuery>;

export const trashPage = z.object({
  data: z.array(trashEntry),
  next_before: z.number().int().nullable().describe('Pass as `before` for the next (older) page; null on the last page'),
});
export type TrashPage = z.infer<typeof trashPage>;

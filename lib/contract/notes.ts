import { z } from 'zod';
import { memberUser } from './teams';
import { requiredText } from './catalogue-common';

export const NOTE_SUBJECTS = ['retailer', 'brand', 'product'] as const;
export const noteResource = z.object({
  id: z.number().int(),
  /** What the note is on, and the workspace record's id. */
  subject_type: z.enum(NOTE_SUBJECTS),
  subject_id: z.number().int(),
  workspace_id: z.number().int(),
  body: z.string(),
  author: memberUser.nullable(),
  /** Authors edit their notes; authors and the workspace's managers delete them. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteResource>;
/** `POST …/notes`, `POST …/note`, `PUT notes/{id}`. */
export const noteBody = z.object({ body: requiredText('note', 10000) });
export type NoteBody = z.infer<typeof noteBody>;

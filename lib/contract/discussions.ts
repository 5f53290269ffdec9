import { z } from 'zod';
import { memberUser } from './teams';
import { optionalText, requiredText } from './catalogue-common';

export const commentResource = z.object({
  id: z.number().int(),
  discussion_id: z.number().int(),
  body: z.string(),
  author: memberUser.nullable(),
  /** Whether the caller wrote it (only authors edit or delete their comments). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Comment = z.infer<typeof commentResource>;

/** A discussion on a file, an insight, a meeting or a task (one of the four ids is set), comments oldest first. */
export const discussionResource = z.object({
  id: z.number().int(),
  file_id: z.number().int().nullable(),
  insight_id: z.number().int().nullable(),
  meeting_id: z.number().int().nullable(),
  task_id: z.number().int().nullable(),
  title: z.string(),
  body: z.string().nullable(),
  author: memberUser.nullable(),
  can_edit: z.boolean(),
  comments: z.array(commentResource),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Discussion = z.infer<typeof discussionResource>;

/** `POST files/{id}/discussion`, `POST insights/{id}/discussion`, `POST discussions/{id}` (update: fields sent change). */
export const discussionBody = z.object({ title: requiredText('title', 200), body: optionalText('body', 10000) });
export type DiscussionBody = z.infer<typeof discussionBody>;
export const discussionUpdateBody = discussionBody.partial();
export const commentBody = z.object({ body: requiredText('body', 10000) });
export type CommentBody = z.infer<typeof commentBody>;

import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { meetings, tasks } from './meetings-tasks';
import { users } from './users';
import { files, insights } from './workspace-content';

/**
 * Discussions and their comments. Their own file: a discussion hangs off a file or insight
 * (workspace-content.ts) or a meeting or task (meetings-tasks.ts, which needs workspace-content.ts),
 * so no two table files import each other.
 */

/** A discussion on a file, an insight, a meeting or a task (exactly one). */
export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'cascade' }),
    insightId: integer('insight_id').references(() => insights.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id').references((): AnyPgColumn => meetings.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('discussions_file_idx').on(t.fileId),
    index('discussions_insight_idx').on(t.insightId),
    index('discussions_meeting_idx').on(t.meetingId),
    index('discussions_task_idx').on(t.taskId),
  ],
);

export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: serial('id').primaryKey(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [index('discussion_comments_discussion_idx').on(t.discussionId, t.createdAt)],
);

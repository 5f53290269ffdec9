import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SHORT_CODE_TYPES } from '@/lib/contract/short-codes';
import { createdAt, listIndexes, timestamps, trigram } from './columns';
import { createdBy, userId, workspaceId } from './foreign-keys';
import { users } from './users';
import { files, workspaceBrands, workspaceProducts, workspaceRetailers } from './workspace-content';

/** Meetings (attendees, goals, topics), tasks (assignees, attached files) and short links. */

/** The workspace retailer, brand and product a meeting or task is about, each optional. */
const subjects = () => ({
  workspaceRetailerId: integer('workspace_retailer_id').references(() => workspaceRetailers.id, { onDelete: 'set null' }),
  workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'set null' }),
  workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'set null' }),
});

/** A meeting of one workspace. Times are instants (UTC); `time_zone` is the zone it was planned in. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    ...subjects(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('meetings_workspace_idx').on(t.workspaceId, t.startsAt, t.id),
    index('meetings_starts_idx').on(t.startsAt),
    ...listIndexes('meetings', { id: t.id, name: t.title, createdAt: t.createdAt }, t.workspaceId),
    trigram('meetings', t.title),
    trigram('meetings', t.description),
  ],
);

export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: userId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_attendees_user_idx').on(t.userId)],
);

/** Goals and topics of a meeting, ordered by `position` (0..n-1, rewritten by the order calls). */
const agendaItem = {
  id: serial('id').primaryKey(),
  meetingId: integer('meeting_id')
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
  ...timestamps(),
};
export const meetingGoals = pgTable('meeting_goals', agendaItem, (t) => [index('meeting_goals_meeting_idx').on(t.meetingId, t.position)]);
export const meetingTopics = pgTable(
  'meeting_topics',
  {
    ...agendaItem,
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [index('meeting_topics_meeting_idx').on(t.meetingId, t.position)],
);

/** A task of one workspace; `parent_id` makes it a subtask; `meeting_id` when created from a meeting. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    parentId: integer('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    ...subjects(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('tasks_workspace_idx').on(t.workspaceId, t.dueDate),
    index('tasks_parent_idx').on(t.parentId, t.position),
    // The lists show top-level tasks: the default work order (done last, due soonest, newest), by title, by date.
    index('tasks_work_order_idx')
      .on(t.workspaceId, sql`(${t.completedAt} is not null)`, t.dueDate.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    // The open tasks alone in the work order (migration 0008): a late page of the default list reads
    // them backwards from the end, and in tasks_work_order_idx every done task sits there first.
    index('tasks_open_order_idx')
      .on(t.workspaceId, sql`(${t.completedAt} is not null)`, t.dueDate.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null and ${t.completedAt} is null`),
    index('tasks_list_name_idx').on(t.workspaceId, sql`lower(${t.title})`, t.id).where(sql`${t.parentId} is null`),
    index('tasks_list_created_idx').on(t.workspaceId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    trigram('tasks', t.title),
    trigram('tasks', t.description),
    index('tasks_meeting_idx').on(t.meetingId),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: userId(),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId)],
);

/** Workspace files attached to a task (the file lives on; detaching removes only this link). */
export const taskFiles = pgTable(
  'task_files',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    attachedBy: integer('attached_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fileId] }), index('task_files_file_idx').on(t.fileId)],
);

/** `/s/{code}`: a short code pointing at a file, insight, meeting, task or monitored page version. */
export const shortCodes = pgTable(
  'short_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    targetType: text('target_type', { enum: SHORT_CODE_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    createdBy: createdBy(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('short_codes_code_unique').on(t.code), index('short_codes_target_idx').on(t.targetType, t.targetId)],
);

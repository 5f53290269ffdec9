import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { Db } from '../../db/client';
import { meetingGoals, meetingTopics, meetings, tasks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { presentDiscussions } from '../discussions/present-discussions';
import { presentTasks } from '../tasks/present-tasks';
import { toGoalResource, toTopicResource } from './agenda';
import { presentMeetings } from './present-meetings';

/**
 * `GET meetings/{id}` (and the answer of every change to a meeting): the meeting with its goals and
 * topics in agenda order, its top-level tasks and its discussions. The caller has read access (the
 * handler checked it); `canEdit` is what that check found, so discussions need not check again.
 */
export async function presentMeetingDetail(db: Db, userId: number, meetingId: number, opts: { canEdit: boolean; now: Date }): Promise<MeetingDetail> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId)).limit(1);
  if (!row) throw notFound('Meeting');
  const [[meeting], goals, topics, taskRows, discussions] = await Promise.all([
    presentMeetings(db, userId, [row]),
    db.select().from(meetingGoals).where(eq(meetingGoals.meetingId, meetingId)).orderBy(asc(meetingGoals.position), asc(meetingGoals.id)),
    db.select().from(meetingTopics).where(eq(meetingTopics.meetingId, meetingId)).orderBy(asc(meetingTopics.position), asc(meetingTopics.id)),
    db
      .select()
      .from(tasks)
      .where(and(eq(tasks.meetingId, meetingId), isNull(tasks.parentId)))
      .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id)),
    presentDiscussions(db, userId, { meetingId, canEditSubject: opts.canEdit }),
  ]);
  return {
    ...meeting,
    goals: goals.map(toGoalResource),
    topics: topics.map(toTopicResource),
    tasks: await presentTasks(db, userId, taskRows, opts.now),
    discussions,
  };
}

import { eq } from 'drizzle-orm';
import { mentionedUserIds } from '@/lib/contract/mentions';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';
import { notifyUser } from '../notifications/notify-user';
import { displayName } from '../teams/to-member-user';
import type { DiscussionAccess, DiscussionSubjectRef } from './read-discussions';

/** The workspace through which `userId` reads the subject (its own workspace first), or null when they cannot. */
async function readableWorkspace(db: Db, userId: number, subject: DiscussionSubjectRef): Promise<number | null> {
  const guard = { file: requireFile, insight: requireInsight, meeting: requireMeeting, task: requireTask }[subject.kind];
  try {
    const access = await guard(db, userId, subject.id, 'read');
    const readable = access.links.map((ws) => ws.id);
    return readable.includes(access.row.workspaceId) ? access.row.workspaceId : (readable[0] ?? null);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) return null;
    throw error;
  }
}

/**
 * After a comment is saved: each user mentioned (`@[Name](user:ID)`) who can read the discussion's
 * subject is notified on their private channel. The author, users who cannot read the subject (a
 * mention must not leak it) and, on an edit, users already mentioned before are skipped silently.
 */
export async function notifyMentions(deps: AppDeps, authorId: number, access: DiscussionAccess, text: string, previousText = ''): Promise<void> {
  const before = new Set(mentionedUserIds(previousText));
  const wanted = mentionedUserIds(text).filter((id) => id !== authorId && !before.has(id));
  if (wanted.length === 0) return;
  const [author] = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  const message = `${author ? displayName(author) : 'Someone'} mentioned you in "${access.row.title}"`;
  for (const userId of wanted) {
    const workspaceId = await readableWorkspace(deps.db, userId, access.subject);
    if (workspaceId === null) continue;
    await notifyUser(deps, userId, 'Mentioned', {
      kind: 'mention',
      title: 'You were mentioned',
      message,
      url: recordUrl(access.subject.kind, access.subject.id, workspaceId),
      actor_id: authorId,
      record: `${access.subject.kind}:${access.subject.id}`,
      record_title: access.row.title,
    });
  }
}

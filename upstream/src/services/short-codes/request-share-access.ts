import { and, eq } from 'drizzle-orm';
import { SHORT_CODE_KIND_LABEL } from '@/lib/contract/short-codes';
import type { ShortCodeAccessRequest } from '@/lib/contract/short-codes';
import type { AppDeps, UserRow } from '../../app-env';
import { teamMembers, workspaces } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { notifyUser } from '../notifications/notify-user';
import { LINK_RECORD_GONE, readSharedRecordHome, requireLiveShortCode } from './read-shared-link';
import type { SharedRecordHome, ShortCodeRow } from './read-shared-link';
import { requireSharedRecord, requireShareAbility } from './require-shared-record';

/** One request per person and record a day: the admins' bell is not a pager. */
export const ACCESS_REQUEST_EVERY_SECONDS = 24 * 3600;
/** And a few an hour per person across records, so a pile of links cannot flood anyone. */
export const ACCESS_REQUESTS_PER_HOUR = 10;

type Recipient = { userId: number; url: string };

/**
 * Who can grant access, and the page each should open: the admins of the record's workspace's owner
 * team (they add people to the workspace's teams; their team page has the invite form) and the person
 * who shared the link (their link, which opens the record for them). A page version lives under a
 * company, whose access is the company's teams: only the sharer is asked there.
 */
async function grantersOf(db: Db, link: ShortCodeRow, home: SharedRecordHome): Promise<Recipient[]> {
  const out = new Map<number, Recipient>();
  if (home.workspaceId !== null) {
    const [ws] = await db.select({ ownerTeamId: workspaces.ownerTeamId }).from(workspaces).where(eq(workspaces.id, home.workspaceId)).limit(1);
    if (ws?.ownerTeamId) {
      const admins = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, ws.ownerTeamId), eq(teamMembers.role, 'admin')));
      for (const a of admins) out.set(a.userId, { userId: a.userId, url: `/teams/${ws.ownerTeamId}` });
    }
  }
  if (link.createdBy !== null && !out.has(link.createdBy)) out.set(link.createdBy, { userId: link.createdBy, url: `/s/${link.code}` });
  return [...out.values()];
}

/**
 * `POST short-code/{code}/access-requests`: a signed-in caller who holds a link they cannot open asks
 * for access. The people who can grant it get an `AccessRequested` notification (in-app and mail, as
 * their preferences for invitations say) naming the caller and their email. A caller who can already
 * open the record is told so and nobody is disturbed. Repeats: once a day per record (429 saying when
 * they may ask again), ten an hour in all.
 */
export async function requestShareAccess(deps: AppDeps, caller: { user: UserRow; abilities: string[] }, code: string): Promise<ShortCodeAccessRequest> {
  const { db } = deps;
  const { user } = caller;
  const link = await requireLiveShortCode(deps, code);
  requireShareAbility(caller.abilities, link.targetType);
  const kind = SHORT_CODE_KIND_LABEL[link.targetType];
  try {
    await requireSharedRecord(db, user.id, link.targetType, link.targetId);
    return { status: 'has_access', message: `You already have access to this ${kind}. Open the link again to see it.` };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'NOT_FOUND') throw error;
  }
  const home = await readSharedRecordHome(db, link.targetType, link.targetId);
  if (!home) throw new AppError('NOT_FOUND', LINK_RECORD_GONE);

  const now = deps.now();
  await hitRateLimit(db, { key: `share-access:user:${user.id}`, limit: ACCESS_REQUESTS_PER_HOUR, windowSeconds: 3600 }, now);
  try {
    await hitRateLimit(db, { key: `share-access:${user.id}:${link.targetType}:${link.targetId}`, limit: 1, windowSeconds: ACCESS_REQUEST_EVERY_SECONDS }, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'TOO_MANY_REQUESTS') throw error;
    const hours = Math.max(1, Math.ceil((error.retryAfterSeconds ?? ACCESS_REQUEST_EVERY_SECONDS) / 3600));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `You already asked for access to this ${kind}. They have been told; you can ask again in ${hours} hour${hours === 1 ? '' : 's'}.`,
      { retryAfterSeconds: error.retryAfterSeconds },
    );
  }

  const who = `${user.firstName} ${user.lastName}`.trim() || user.email;
  for (const r of await grantersOf(db, link, home)) {
    await notifyUser(deps, r.userId, 'AccessRequested', {
      kind: 'access_request',
      title: 'Access requested',
      message: `${who} (${user.email}) asked for access to the ${kind} “${home.title}”.`,
      url: r.url,
      actor_id: user.id,
      record: `${link.targetType}:${link.targetId}`,
      record_title: home.title,
      requested_by: user.id,
    });
  }
  const next =
    home.workspaceId !== null
      ? `We asked the administrators of its workspace and the person who shared it. When one of them invites you to a team of the workspace you will get an email; once you accept, this link opens the ${kind}.`
      : `We asked the person who shared it. Once you have access, this link opens the ${kind}.`;
  return {
    status: 'requested',
    message: next,
  };
}

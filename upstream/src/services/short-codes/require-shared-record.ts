import type { ShortCodeType } from '@/lib/contract/short-codes';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { hasAbility } from '../../middleware/auth';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';

/** The token ability area of each shareable record type. */
const SHARE_AREA: Record<ShortCodeType, 'files' | 'insights' | 'meetings' | 'tasks'> = {
  file: 'files',
  insight: 'insights',
  meeting: 'meetings',
  task: 'tasks',
};

/** Sharing or opening a link is reading the record: the token needs its area's read ability, whatever the method. */
export function requireShareAbility(abilities: readonly string[], type: ShortCodeType): void {
  if (!hasAbility(abilities, SHARE_AREA[type], 'GET')) throw forbidden('This token does not have the required ability.');
}

/**
 * Checks the caller can read a shareable record (404 when it is gone or not visible, like the
 * record's own routes) and picks the workspace its link opens in: the record's own workspace when
 * the caller sees it, else the first (lowest id) of its other workspaces the caller sees.
 */
export async function requireSharedRecord(db: Db, userId: number, type: ShortCodeType, id: number): Promise<{ workspaceId: number }> {
  const access =
    type === 'file' ? await requireFile(db, userId, id, 'read')
    : type === 'insight' ? await requireInsight(db, userId, id, 'read')
    : type === 'meeting' ? await requireMeeting(db, userId, id, 'read')
    : await requireTask(db, userId, id, 'read');
  const visible = access.links.map((l) => l.id).sort((a, b) => a - b);
  return { workspaceId: visible.includes(access.row.workspaceId) ? access.row.workspaceId : visible[0] };
}

import type { ShortCodeType } from '@/lib/contract/short-codes';
import { recordUrl } from '@/lib/routes/record-url';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { hasAbility } from '@/lib/permissions/abilities';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';
import { requireSharedVersion } from './require-shared-version';

/** The token ability area of each shareable record type. */
const SHARE_AREA: Record<ShortCodeType, 'files' | 'insights' | 'meetings' | 'tasks' | 'companies'> = {
  file: 'files',
  insight: 'insights',
  meeting: 'meetings',
  task: 'tasks',
  // Monitoring lives under a company: its routes take the companies ability.
  monitoring_version: 'companies',
};

/** Sharing or opening a link is reading the record: the token needs its area's read ability, whatever the method. */
export function requireShareAbility(abilities: readonly string[], type: ShortCodeType): void {
  if (!hasAbility(abilities, SHARE_AREA[type], 'GET')) throw forbidden('This token does not have the required ability.');
}

/**
 * Checks the caller can read a shareable record (404 when it is gone or not visible, like the
 * record's own routes) and says where its link opens: for workspace content, in the record's own
 * workspace when the caller sees it, else the first (lowest id) of its other workspaces the caller
 * sees; a page version opens on its company's versions screen (no workspace).
 */
export async function requireSharedRecord(db: Db, userId: number, type: ShortCodeType, id: number): Promise<{ workspaceId: number | null; url: string }> {
  if (type === 'monitoring_version') return { workspaceId: null, ...(await requireSharedVersion(db, userId, id)) };
  const access =
    type === 'file'
      ? await requireFile(db, userId, id, 'read')
      : type === 'insight'
        ? await requireInsight(db, userId, id, 'read')
        : type === 'meeting'
          ? await requireMeeting(db, userId, id, 'read')
          : await requireTask(db, userId, id, 'read');
  const visible = access.links.map((l) => l.id).sort((a, b) => a - b);
  const workspaceId = visible.includes(access.row.workspaceId) ? access.row.workspaceId : visible[0];
  return { workspaceId, url: recordUrl(type, id, workspaceId) };
}

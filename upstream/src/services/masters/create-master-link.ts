import type { MasterLink, MasterLinkBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { requireDirectoryEntry } from '../directories/read-directories';
import { getMasterLink } from './read-master-links';
import type { MasterKind } from './read-master-links';

/**
 * `POST companies/{id}/master-partners` (or master-distributors): links a shared directory entry
 * into the company. The entry must exist and may be linked once (the unique index decides races).
 */
export async function createMasterLink(db: Db, kind: MasterKind, companyId: number, body: MasterLinkBody): Promise<MasterLink> {
  await requireDirectoryEntry(db, kind.directory, body.directory_id);
  const [row] = await db
    .insert(kind.table)
    .values({ companyId, notes: body.notes ?? null, [kind.directoryKey]: body.directory_id })
    .onConflictDoNothing()
    .returning({ id: kind.table.id });
  if (!row) throw fieldError('directory_id', `This ${kind.label.toLowerCase()} is already linked to the company.`);
  return getMasterLink(db, kind, companyId, row.id);
}

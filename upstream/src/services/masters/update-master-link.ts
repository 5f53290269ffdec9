import { and, eq } from 'drizzle-orm';
import type { MasterLink, MasterLinkUpdateBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { getMasterLink } from './read-master-links';
import type { MasterKind } from './read-master-links';

/** `PUT companies/{id}/master-partners/{partnerId}` (or distributors): changes the notes when sent (null clears them). */
export async function updateMasterLink(db: Db, kind: MasterKind, companyId: number, id: number, body: MasterLinkUpdateBody): Promise<MasterLink> {
  const { table } = kind;
  // Nothing sent changes nothing (Drizzle refuses an empty SET); the read below still answers 404.
  if (body.notes !== undefined) {
    await db
      .update(table)
      .set({ notes: body.notes })
      .where(and(eq(table.id, id), eq(table.companyId, companyId)));
  }
  return getMasterLink(db, kind, companyId, id);
}

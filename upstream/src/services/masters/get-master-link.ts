import { and, eq } from 'drizzle-orm';
import type { MasterLink } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { selectMasterLinks, toMasterLink } from './master-kind';
import type { MasterKind } from './master-kind';

/** One master link of the company, with its directory entry's name, website and country. */
export async function getMasterLink(db: Db, kind: MasterKind, companyId: number, id: number): Promise<MasterLink> {
  const [row] = await selectMasterLinks(db, kind)
    .where(and(eq(kind.table.id, id), eq(kind.table.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound(`Master ${kind.label.toLowerCase()}`);
  return toMasterLink(row);
}

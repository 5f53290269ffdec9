import { and, eq } from 'drizzle-orm';
import type { Assignee } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyAssignees } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assignableExists, selectAssignees, toAssignee } from './assignee-query';

/** One assignee of the company, with the person's name and email and the item's name. */
export async function getAssignee(db: Db, companyId: number, id: number): Promise<Assignee> {
  const [row] = await selectAssignees(db)
    .where(and(eq(companyAssignees.id, id), eq(companyAssignees.companyId, companyId), assignableExists))
    .limit(1);
  if (!row) throw notFound('Assignee');
  return toAssignee(row);
}

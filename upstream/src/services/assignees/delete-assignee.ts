import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyAssignees } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** `DELETE companies/{id}/assignees/{assigneeId}`. */
export async function deleteAssignee(db: Db, companyId: number, id: number): Promise<void> {
  const gone = await db
    .delete(companyAssignees)
    .where(and(eq(companyAssignees.id, id), eq(companyAssignees.companyId, companyId)))
    .returning({ id: companyAssignees.id });
  if (gone.length === 0) throw notFound('Assignee');
}

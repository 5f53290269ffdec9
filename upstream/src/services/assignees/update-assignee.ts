import { and, eq } from 'drizzle-orm';
import type { Assignee, AssigneeUpdateBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyAssignees } from '../../db/schema';
import { getAssignee } from './read-assignees';

/** `PUT companies/{id}/assignees/{assigneeId}`: changes the role when sent (null clears it); the person and item are fixed. */
export async function updateAssignee(db: Db, companyId: number, id: number, body: AssigneeUpdateBody): Promise<Assignee> {
  await getAssignee(db, companyId, id);
  // Nothing sent changes nothing (Drizzle refuses an empty SET).
  if (body.role !== undefined) {
    await db
      .update(companyAssignees)
      .set({ role: body.role })
      .where(and(eq(companyAssignees.id, id), eq(companyAssignees.companyId, companyId)));
  }
  return getAssignee(db, companyId, id);
}

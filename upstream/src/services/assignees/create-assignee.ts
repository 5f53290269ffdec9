import type { Assignee, AssigneeBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyAssignees } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { getAssignee, requireAssignable, requireCompanyMember } from './read-assignees';

/**
 * `POST companies/{id}/assignees`: assigns a member of the company's teams to one of its brands,
 * products or retailers. The same person on the same item twice is a 422 (the unique index decides races).
 */
export async function createAssignee(db: Db, companyId: number, body: AssigneeBody): Promise<Assignee> {
  await requireCompanyMember(db, companyId, body.user_id);
  await requireAssignable(db, companyId, body.assignable_type, body.assignable_id);
  const [row] = await db
    .insert(companyAssignees)
    .values({ companyId, userId: body.user_id, assignableType: body.assignable_type, assignableId: body.assignable_id, role: body.role ?? null })
    .onConflictDoNothing()
    .returning({ id: companyAssignees.id });
  if (!row) throw fieldError('user_id', `This person is already assigned to this ${body.assignable_type}.`);
  return getAssignee(db, companyId, row.id);
}

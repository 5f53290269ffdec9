import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';

/**
 * A company record may be brought into a workspace only by someone who can read its company. A
 * record that does not exist and one of a company the caller cannot see answer the same 422, so
 * other companies' ids are not confirmed.
 */
export async function assertVisibleCompanyRecord(db: Db, userId: number, companyId: number | undefined, field: string, label: string): Promise<void> {
  const invalid = fieldError(field, `The selected ${label} is invalid.`);
  if (companyId === undefined) throw invalid;
  try {
    await requireCompany(db, userId, companyId, 'read');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalid;
    throw error;
  }
}

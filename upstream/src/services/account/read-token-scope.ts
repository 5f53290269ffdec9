import type { CustomTokenBody, TokenScope } from '@/lib/contract/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { laravelMessage } from '../../lib/validation';
import { visibleCompanyIds } from '../access/company-guard';
import { visibleWorkspaceIds } from '../access/content-guard';

/**
 * The place scope of a new custom token (decision 0036): none when neither list is given; otherwise
 * exactly the companies and workspaces chosen, each of which the caller must see now (a place they
 * cannot see is refused by name, never silently kept). Checked with the caller's own scope, so a
 * scoped token could never mint a wider one (it cannot mint at all: requireTokenManager).
 */
export async function readTokenScope(db: Db, userId: number, body: Pick<CustomTokenBody, 'companies' | 'workspaces'>): Promise<TokenScope | null> {
  const companies = [...new Set(body.companies ?? [])].sort((a, b) => a - b);
  const workspaces = [...new Set(body.workspaces ?? [])].sort((a, b) => a - b);
  if (companies.length === 0 && workspaces.length === 0) return null;
  const errors: Record<string, string[]> = {};
  const seenCompanies = new Set(companies.length ? await visibleCompanyIds(db, userId) : []);
  const unknownCompany = companies.find((id) => !seenCompanies.has(id));
  if (unknownCompany !== undefined) errors.companies = [`Company ${unknownCompany} is not one of your companies.`];
  const seenWorkspaces = new Set(workspaces.length ? await visibleWorkspaceIds(db, userId) : []);
  const unknownWorkspace = workspaces.find((id) => !seenWorkspaces.has(id));
  if (unknownWorkspace !== undefined) errors.workspaces = [`Workspace ${unknownWorkspace} is not one of your approved workspaces.`];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', laravelMessage(errors), { errors });
  return { companies, workspaces };
}

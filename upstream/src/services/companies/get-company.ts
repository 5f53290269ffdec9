import type { Company } from '@/lib/contract/companies';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';
import { loadCompanyResources } from './load-company-resources';

/** `GET companies/{id}`: members of its teams read it; others get 404. */
export async function getCompany(db: Db, userId: number, companyId: number): Promise<Company> {
  await requireCompany(db, userId, companyId, 'read');
  const [company] = await loadCompanyResources(db, userId, [companyId]);
  if (!company) throw notFound('Company');
  return company;
}

import type { Company } from '@/lib/contract/companies';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { CompanyAccess } from '../access/company-guard';
import { loadCompanyResources } from './load-company-resources';

/** `GET companies/{id}`: members of its teams read it (the handler's requireCompany 'read'; others get 404). */
export async function getCompany(db: Db, access: CompanyAccess): Promise<Company> {
  const [company] = await loadCompanyResources(db, access.userId, [access.companyId]);
  if (!company) throw notFound('Company');
  return company;
}

/**
 * The company read of every company-area screen (useCompany), apart from lib/companies/queries.ts
 * and the messages table: a screen that only needs its company does not carry the others (decision 0014).
 */
import { apiData } from '@/lib/api/api-error';
import type { Company } from '@/lib/contract/companies';
import { api } from './paths';

export const COMPANY_FETCH_ERROR = 'Error fetching company';

export const fetchCompany = (companyId: number): Promise<Company> => apiData<Company>(api.company(companyId), { fallback: COMPANY_FETCH_ERROR });

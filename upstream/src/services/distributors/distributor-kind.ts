import { companyDistributors, directoryDistributors } from '../../db/schema';
import type { PartyKind } from '../partners/read-company-parties';

/** Company distributors: the party kit over company_distributors, linked to the distributor directory. */
export const DISTRIBUTORS: PartyKind = {
  label: 'Distributor',
  countedList: 'company_distributors',
  table: companyDistributors,
  directoryId: companyDistributors.directoryDistributorId,
  directoryKey: 'directoryDistributorId',
  directory: directoryDistributors,
};

import { DISTRIBUTORS } from '../../services/distributors/distributor-kind';
import { createPartyRouter } from '../partners/party-router';

/** `companies/{companyId}/distributors[/{distributorId}]`: the company's own distributor records. */
export const distributorsRouter = createPartyRouter(
  { segment: 'distributors', idName: 'distributorId', tag: 'distributors', label: 'Distributor' },
  DISTRIBUTORS,
);

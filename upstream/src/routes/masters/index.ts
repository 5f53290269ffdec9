import { createRouter } from '../../lib/router';
import { MASTER_DISTRIBUTORS, MASTER_PARTNERS } from '../../services/masters/master-kind';
import { createMasterRouter } from './master-router';

/**
 * `companies/{companyId}/master-partners[/{partnerId}]` and `…/master-distributors[/{distributorId}]`:
 * the company's links to entries of the shared partner and distributor directories.
 */
export const mastersRouter = createRouter();
mastersRouter.route(
  '/',
  createMasterRouter({ segment: 'master-partners', idName: 'partnerId', tag: 'master-partners', label: 'Master partner' }, MASTER_PARTNERS),
);
mastersRouter.route(
  '/',
  createMasterRouter({ segment: 'master-distributors', idName: 'distributorId', tag: 'master-distributors', label: 'Master distributor' }, MASTER_DISTRIBUTORS),
);

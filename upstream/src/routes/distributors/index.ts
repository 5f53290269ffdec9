import { registerPartyRoutes } from '../../lib/company-party-routes';
import { createResourceRouter } from '../../lib/resource-router';
import { DISTRIBUTORS } from '../../services/distributors/distributor-kind';

/** `companies/{companyId}/distributors[/{distributorId}]`: the company's own distributor records (routes in lib/company-party-routes). */
const { router, route } = createResourceRouter({ tag: 'distributors', access: { ability: 'companies' } });
export const distributorsRouter = router;

registerPartyRoutes(route, { segment: 'distributors', idName: 'distributorId', label: 'Distributor' }, DISTRIBUTORS);

import { registerPartyRoutes } from '../../lib/company-party-routes';
import { createResourceRouter } from '../../lib/resource-router';
import { PARTNERS } from '../../services/partners/read-company-parties';

/** `companies/{companyId}/partners[/{partnerId}]`: the company's own partner records (routes in lib/company-party-routes). */
const { router, route } = createResourceRouter({ tag: 'partners', access: { ability: 'companies' } });
export const partnersRouter = router;

registerPartyRoutes(route, { segment: 'partners', idName: 'partnerId', label: 'Partner' }, PARTNERS);

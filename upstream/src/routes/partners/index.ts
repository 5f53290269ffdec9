import { PARTNERS } from '../../services/partners/party-kind';
import { createPartyRouter } from './party-router';

/** `companies/{companyId}/partners[/{partnerId}]`: the company's own partner records. */
export const partnersRouter = createPartyRouter({ segment: 'partners', idName: 'partnerId', tag: 'partners', label: 'Partner' }, PARTNERS);

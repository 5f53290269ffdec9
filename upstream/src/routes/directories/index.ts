import { createRouter } from '../../lib/router';
import { createDirectoryRouter } from './directory-router';

/**
 * The shared directories at the API root: `retailers`, `partners`, `distributors` (+ `/search`,
 * `/{id}`). Not the company's own retailers, partners and distributors (under `companies/{id}/…`).
 */
export const directoriesRouter = createRouter();
directoriesRouter.route('/', createDirectoryRouter({ kind: 'retailers', idName: 'retailerId' }));
directoriesRouter.route('/', createDirectoryRouter({ kind: 'partners', idName: 'partnerId' }));
directoriesRouter.route('/', createDirectoryRouter({ kind: 'distributors', idName: 'distributorId' }));

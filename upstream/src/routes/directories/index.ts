import type { DirectoryKind } from '@/lib/contract/directories';
import { createResourceRouter } from '../../lib/resource-router';
import { createDirectoryEntry } from '../../services/directories/create-directory-entry';
import { getDirectoryEntry, listDirectoryEntries, searchDirectory } from '../../services/directories/read-directories';
import { directoryRoutes } from './routes';
import type { DirectoryRouteSpec } from './routes';

/**
 * The shared directories at the API root: `retailers`, `partners`, `distributors` (+ `/search`,
 * `/{id}`). Not the company's own retailers, partners and distributors (under `companies/{id}/…`).
 * Any signed-in user with the `companies` ability reads and adds entries; directories belong to no company.
 */
const directory = (kind: DirectoryKind) => createResourceRouter({ tag: `directory: ${kind}`, access: { ability: 'companies' } });
const { router, route } = directory('retailers');
export const directoriesRouter = router;

/** One directory's routes: list, search (registered before `{id}`, which takes digits only anyway), one entry, add. */
function registerDirectory(register: typeof route, spec: DirectoryRouteSpec) {
  const routes = directoryRoutes(spec);
  const { kind } = spec;
  register(routes.list, async (c) => c.json(await listDirectoryEntries(c.var.deps.db, kind, c.req.valid('query')), 200));
  register(routes.search, async (c) => c.json({ data: await searchDirectory(c.var.deps.db, kind, c.req.valid('query').q) }, 200));
  register(routes.get, async (c) => c.json({ data: await getDirectoryEntry(c.var.deps.db, kind, c.req.valid('param')[spec.idName]) }, 200));
  register(routes.create, async (c) => c.json({ data: await createDirectoryEntry(c.var.deps.db, kind, c.var.auth.user.id, c.req.valid('json')) }, 201));
}

registerDirectory(route, { kind: 'retailers', idName: 'retailerId' });

const partners = directory('partners');
registerDirectory(partners.route, { kind: 'partners', idName: 'partnerId' });
router.route('/', partners.router);

const distributors = directory('distributors');
registerDirectory(distributors.route, { kind: 'distributors', idName: 'distributorId' });
router.route('/', distributors.router);

import { createRouter } from '../../lib/router';
import { createDirectoryEntry } from '../../services/directories/create-directory-entry';
import { getDirectoryEntry } from '../../services/directories/get-directory-entry';
import { listDirectoryEntries } from '../../services/directories/list-directory-entries';
import { searchDirectory } from '../../services/directories/search-directory';
import { idHook } from '../../lib/path-ids';
import { numericIds } from '../../lib/path-ids';
import { directoryRoutes } from './directory-routes';
import type { DirectoryRouteSpec } from './directory-routes';

/** The router of one shared directory (retailers, partners or distributors): the directory kit. */
export function createDirectoryRouter(spec: DirectoryRouteSpec) {
  const router = createRouter();
  const routes = directoryRoutes(spec);
  const { kind } = spec;

  router.openapi(routes.list, async (c) => c.json(await listDirectoryEntries(c.var.deps.db, kind, c.req.valid('query')), 200));

  router.openapi(routes.search, async (c) => c.json({ data: await searchDirectory(c.var.deps.db, kind, c.req.valid('query').q) }, 200));

  router.openapi(
    numericIds(router, routes.get),
    async (c) => c.json({ data: await getDirectoryEntry(c.var.deps.db, kind, c.req.valid('param')[spec.idName]) }, 200),
    idHook,
  );

  router.openapi(routes.create, async (c) => c.json({ data: await createDirectoryEntry(c.var.deps.db, kind, c.var.auth.user.id, c.req.valid('json')) }, 201));

  return router;
}

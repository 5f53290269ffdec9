import { shortCodeBody } from '@/lib/contract/short-codes';
import { readInput } from '../../lib/read-input';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { authenticate } from '../../middleware/authenticate';
import { parseOr422 } from '../../lib/validation';
import { createShortCode } from '../../services/short-codes/create-short-code';
import { readSharePreview } from '../../services/short-codes/read-share-preview';
import { requestShareAccess } from '../../services/short-codes/request-share-access';
import { resolveShortCode } from '../../services/short-codes/resolve-short-code';
import { createShortCodeRoute, previewShortCodeRoute, requestShortCodeAccessRoute, resolveShortCodeRoute } from './routes';

/**
 * `short-code` (share a file, insight, meeting, task or monitored page version) and
 * `short-code/{code}` (what /s/{code} opens). Signed in with any ability: the ability checked is
 * the shared record's area (files, insights, meetings or tasks), read. `short-code/{code}/preview`
 * is public (the code is the credential: decision 0038); `short-code/{code}/access-requests` asks
 * the people who can grant access.
 */
const { router, route } = createResourceRouter({ tag: 'short-codes', access: { authenticate } });
const { router: previews, route: publicRoute } = createResourceRouter({ tag: 'short-codes', access: 'public' });
export const shortCodesRouter = router;

route(
  createShortCodeRoute,
  async (c) => {
    const deps = c.var.deps;
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    const target = parseOr422(shortCodeBody, input);
    const { shortCode, created } = await createShortCode(deps, { userId: c.var.auth.user.id, abilities: c.var.auth.abilities }, target);
    return c.json({ data: shortCode }, created ? 201 : 200);
  },
  { body: jsonOrForm(shortCodeBody) },
);

route(resolveShortCodeRoute, async (c) => {
  const { user, abilities } = c.var.auth;
  return c.json({ data: await resolveShortCode(c.var.deps, { userId: user.id, abilities }, c.req.valid('param').code) }, 200);
});

route(requestShortCodeAccessRoute, async (c) => {
  const { user, abilities } = c.var.auth;
  const result = await requestShareAccess(c.var.deps, { user, abilities }, c.req.valid('param').code);
  return c.json({ data: result }, result.status === 'requested' ? 201 : 200);
});

publicRoute(previewShortCodeRoute, async (c) => c.json({ data: await readSharePreview(c.var.deps, c.req.valid('param').code) }, 200));

// Merged last: a router copies another's routes as they stand when merged.
router.route('/', previews);

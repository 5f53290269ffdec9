import { mapSettingsBody } from '@/lib/contract/monitoring/map-cases';
import { readBody } from '../../../lib/request-body';
import { createResourceRouter } from '../../../lib/resource-router';
import { parseOr422 } from '../../../lib/validation';
import { requireCompany } from '../../../services/access/company-guard';
import { readMapSettings, toMapSettingsResource, updateMapSettings } from '../../../services/map-cases/map-settings';
import { getMapSettingsRoute, mapSettingsBodies, updateMapSettingsRoute } from './routes';

/** `companies/{id}/map-settings`: members read, admins change. */
const { router, route } = createResourceRouter({ tag: 'monitoring', access: { ability: 'monitoring' } });
export const mapSettingsRouter = router;

route(getMapSettingsRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: toMapSettingsResource(await readMapSettings(c.var.deps.db, companyId)) }, 200);
});

route(
  updateMapSettingsRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
    const body = parseOr422(mapSettingsBody, await readBody(c));
    return c.json({ data: toMapSettingsResource(await updateMapSettings(c.var.deps.db, companyId, body, c.var.deps.now())) }, 200);
  },
  { body: mapSettingsBodies.update },
);

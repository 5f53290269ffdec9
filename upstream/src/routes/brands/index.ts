import type { Context } from 'hono';
import { brandBody, brandUpdateBody } from '@/lib/contract/catalogue';
import type { AppEnv } from '../../app-env';
import { readForm } from '../../lib/multipart';
import { createResourceRouter } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { BRAND_FIELDS, brandValues } from '../../services/brands/present-brand';
import { createBrand } from '../../services/brands/create-brand';
import { deleteBrand } from '../../services/brands/delete-brand';
import { getBrand, listBrands } from '../../services/brands/read-brands';
import { updateBrand } from '../../services/brands/update-brand';
import { pickForm } from '../../lib/request-body';
import { bodies, createBrandRoute, deleteBrandRoute, getBrandRoute, listBrandsRoute, putBrandRoute, updateBrandRoute } from './routes';

/**
 * `companies/{companyId}/brands`: members of the company's teams read, their admins write. Access
 * is checked before the body is read, so outsiders get 404 whatever they send.
 */
const { router, route } = createResourceRouter({ tag: 'brands', access: { ability: 'companies' } });
export const brandsRouter = router;

route(listBrandsRoute, async (c) => {
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
  return c.json(await listBrands(c.var.deps.db, access, c.req.valid('query')), 200);
});

route(
  createBrandRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const form = await readForm(c, deps.config.uploadMaxBytes);
    const values = brandValues(parseOr422(brandBody, pickForm(form, BRAND_FIELDS)), null);
    return c.json({ data: await createBrand(deps, access, auth.user.id, { ...values, name: values.name ?? '' }, form.files.image) }, 201);
  },
  { body: bodies.createBrand },
);

route(getBrandRoute, async (c) => {
  const { companyId, brandId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getBrand(c.var.deps.db, access, brandId) }, 200);
});

/** Both `POST` (with `_method=PUT`) and `PUT`: only the fields sent change; empty optional ones are cleared. */
async function update(c: Context<AppEnv>, companyId: number, brandId: number) {
  const { deps, auth } = c.var;
  const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
  const form = await readForm(c, deps.config.uploadMaxBytes);
  const sent = pickForm(form, BRAND_FIELDS);
  const values = brandValues(parseOr422(brandUpdateBody, sent), sent);
  return c.json({ data: await updateBrand(deps, access, auth.user.id, brandId, values, form.files.image) }, 200);
}
route(updateBrandRoute, (c) => update(c, c.req.valid('param').companyId, c.req.valid('param').brandId), { body: bodies.updateBrand });
route(putBrandRoute, (c) => update(c, c.req.valid('param').companyId, c.req.valid('param').brandId), { body: bodies.updateBrand });

route(deleteBrandRoute, async (c) => {
  const { companyId, brandId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteBrand(c.var.deps.db, access, brandId);
  return c.json({ message: 'Brand has been deleted.' }, 200);
});

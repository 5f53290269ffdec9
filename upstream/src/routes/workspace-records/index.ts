import { workspaceBrandBody, workspaceProductBody, workspaceRetailerBody } from '@/lib/contract/workspace-records';
import { noteBody } from '@/lib/contract/notes';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { scopeWorkspaceIds } from '../../services/access/content-guard';
import { addWorkspaceBrand } from '../../services/workspace-records/add-workspace-brand';
import { addWorkspaceProduct } from '../../services/workspace-records/add-workspace-product';
import { addWorkspaceRetailer } from '../../services/workspace-records/add-workspace-retailer';
import { findWorkspaceProductByCompanyProduct, getWorkspaceProduct, listWorkspaceProducts } from '../../services/workspace-records/read-workspace-products';
import { getWorkspaceBrand, listWorkspaceBrands } from '../../services/workspace-records/read-workspace-brands';
import {
  getWorkspaceRetailer,
  listRetailerContacts,
  listRetailerProducts,
  listRetailerReviews,
  listWorkspaceRetailers,
} from '../../services/workspace-records/read-workspace-retailers';
import { removeWorkspaceRecord } from '../../services/workspace-records/remove-workspace-record';
import { requireWorkspaceViewer, workspaceDates } from '../../services/workspace-records/read-workspace-records';
import {
  brandNotesRoute,
  createBrandNoteRoute,
  createWorkspaceBrandRoute,
  deleteWorkspaceBrandRoute,
  listWorkspaceBrandsRoute,
  showWorkspaceBrandRoute,
} from './brand-routes';
import { addSubjectNote, companyRetailer, readBody, subjectNote, subjectNotes } from './handlers';
import {
  companyProductRoute,
  createProductNoteRoute,
  createWorkspaceProductRoute,
  deleteWorkspaceProductRoute,
  listWorkspaceProductsRoute,
  productNotesRoute,
  showWorkspaceProductRoute,
} from './product-routes';
import { createWorkspaceRetailerRoute, deleteWorkspaceRetailerRoute, listWorkspaceRetailersRoute, showWorkspaceRetailerRoute } from './retailer-routes';
import {
  createRetailerNoteRoute,
  retailerContactsRoute,
  retailerNotesRoute,
  retailerProductsRoute,
  retailerReviewsRoute,
  showRetailerNoteRoute,
} from './retailer-sublist-routes';
import { crossBrandsRoute, crossProductsRoute, crossRetailersRoute, workspaceDatesRoute } from './routes';

/**
 * Company retailers, brands and products brought into workspaces (`workspaces/retailers|brands|
 * products|dates` across workspaces, `workspaces/{id}/…` within one), with notes. The `workspaces`
 * token ability; workspace ids are digits only, so the static paths never reach the workspaces
 * router's `workspaces/{workspaceId}` whatever the mounting order. One router per tag of the
 * OpenAPI document, merged into the first.
 */
const access = { ability: 'workspaces' };
const { router, route } = createResourceRouter({ tag: 'workspace records', access });
const { router: retailers, route: retailerRoute } = createResourceRouter({ tag: 'workspace retailers', access });
const { router: brands, route: brandRoute } = createResourceRouter({ tag: 'workspace brands', access });
const { router: products, route: productRoute } = createResourceRouter({ tag: 'workspace products', access });
export const workspaceRecordsRouter = router;

/**
 * Lists across workspaces: the requested workspaces are silently reduced to those the caller can see
 * (a shared filter URL never leaks another workspace, nor fails on one).
 */
route(crossRetailersRoute, async (c) => {
  const query = c.req.valid('query');
  const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, query.workspace_ids);
  return c.json(await listWorkspaceRetailers(c.var.deps.db, scope, query), 200);
});

route(crossBrandsRoute, async (c) => {
  const query = c.req.valid('query');
  const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, query.workspace_ids);
  return c.json(await listWorkspaceBrands(c.var.deps.db, scope, query), 200);
});

route(crossProductsRoute, async (c) => {
  const query = c.req.valid('query');
  const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, query.workspace_ids);
  return c.json(await listWorkspaceProducts(c.var.deps.db, scope, query), 200);
});

route(workspaceDatesRoute, async (c) => {
  const scope = await scopeWorkspaceIds(c.var.deps.db, c.var.auth.user.id, c.req.valid('query').workspace_ids);
  return c.json({ data: await workspaceDates(c.var.deps.db, scope) }, 200);
});

/** `workspaces/{workspaceId}/retailers[/{id}]`: readers list and open, creators add, creator or admins remove. */
retailerRoute(listWorkspaceRetailersRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json(await listWorkspaceRetailers(c.var.deps.db, [workspaceId], c.req.valid('query')), 200);
});

retailerRoute(
  createWorkspaceRetailerRoute,
  async (c) => {
    const { workspaceId } = c.req.valid('param');
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
    const body = await readBody(c, workspaceRetailerBody);
    const id = await addWorkspaceRetailer(deps, userId, workspaceId, body.company_retailer_id);
    return c.json({ data: await getWorkspaceRetailer(deps.db, workspaceId, id) }, 201);
  },
  { body: jsonOrForm(workspaceRetailerBody) },
);

retailerRoute(showWorkspaceRetailerRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json({ data: await getWorkspaceRetailer(c.var.deps.db, workspaceId, id) }, 200);
});

retailerRoute(deleteWorkspaceRetailerRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
  const viewer = await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  await removeWorkspaceRecord(c.var.deps.db, viewer, 'retailer', id);
  return c.json({ message: 'Retailer deleted successfully.' }, 200);
});

/**
 * A workspace retailer's contacts, products, reviews (its company retailer's) and notes (its own).
 * Its files and insights are listed by the files and insights routers.
 */
retailerRoute(retailerContactsRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
  return c.json(await listRetailerContacts(c.var.deps.db, await companyRetailer(c, workspaceId, id), c.req.valid('query')), 200);
});

retailerRoute(retailerProductsRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
  return c.json(await listRetailerProducts(c.var.deps.db, await companyRetailer(c, workspaceId, id), c.req.valid('query')), 200);
});

retailerRoute(retailerReviewsRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
  return c.json(await listRetailerReviews(c.var.deps.db, await companyRetailer(c, workspaceId, id), c.req.valid('query')), 200);
});

retailerRoute(retailerNotesRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
  return c.json(await subjectNotes(c, workspaceId, { type: 'retailer', id }, c.req.valid('query')), 200);
});

retailerRoute(
  createRetailerNoteRoute,
  async (c) => {
    const { workspaceId, workspaceCompanyRetailerId: id } = c.req.valid('param');
    return c.json({ data: await addSubjectNote(c, workspaceId, { type: 'retailer', id }) }, 201);
  },
  { body: jsonOrForm(noteBody) },
);

retailerRoute(showRetailerNoteRoute, async (c) => {
  const { workspaceId, workspaceCompanyRetailerId: id, noteId } = c.req.valid('param');
  return c.json({ data: await subjectNote(c, workspaceId, { type: 'retailer', id }, noteId) }, 200);
});

/** `workspaces/{workspaceId}/brands[/{id}]` and their notes. */
brandRoute(listWorkspaceBrandsRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json(await listWorkspaceBrands(c.var.deps.db, [workspaceId], c.req.valid('query')), 200);
});

brandRoute(
  createWorkspaceBrandRoute,
  async (c) => {
    const { workspaceId } = c.req.valid('param');
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
    const body = await readBody(c, workspaceBrandBody);
    const id = await addWorkspaceBrand(deps, userId, workspaceId, body.company_brand_id);
    return c.json({ data: await getWorkspaceBrand(deps.db, workspaceId, id) }, 201);
  },
  { body: jsonOrForm(workspaceBrandBody) },
);

brandRoute(showWorkspaceBrandRoute, async (c) => {
  const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json({ data: await getWorkspaceBrand(c.var.deps.db, workspaceId, id) }, 200);
});

brandRoute(deleteWorkspaceBrandRoute, async (c) => {
  const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
  const viewer = await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  await removeWorkspaceRecord(c.var.deps.db, viewer, 'brand', id);
  return c.json({ message: 'Brand deleted successfully.' }, 200);
});

brandRoute(
  createBrandNoteRoute,
  async (c) => {
    const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
    return c.json({ data: await addSubjectNote(c, workspaceId, { type: 'brand', id }) }, 201);
  },
  { body: jsonOrForm(noteBody) },
);

brandRoute(brandNotesRoute, async (c) => {
  const { workspaceId, workspaceBrandId: id } = c.req.valid('param');
  return c.json(await subjectNotes(c, workspaceId, { type: 'brand', id }, c.req.valid('query')), 200);
});

/** `workspaces/{workspaceId}/products[/{id}]`, their notes, and the lookup by company product. */
productRoute(listWorkspaceProductsRoute, async (c) => {
  const { workspaceId } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json(await listWorkspaceProducts(c.var.deps.db, [workspaceId], c.req.valid('query')), 200);
});

productRoute(
  createWorkspaceProductRoute,
  async (c) => {
    const { workspaceId } = c.req.valid('param');
    const deps = c.var.deps;
    const userId = c.var.auth.user.id;
    await requireWorkspaceViewer(deps.db, userId, workspaceId, 'create');
    const body = await readBody(c, workspaceProductBody);
    const id = await addWorkspaceProduct(deps, userId, workspaceId, body.company_product_id);
    return c.json({ data: await getWorkspaceProduct(deps.db, workspaceId, id) }, 201);
  },
  { body: jsonOrForm(workspaceProductBody) },
);

productRoute(showWorkspaceProductRoute, async (c) => {
  const { workspaceId, workspaceProductId: id } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json({ data: await getWorkspaceProduct(c.var.deps.db, workspaceId, id) }, 200);
});

productRoute(deleteWorkspaceProductRoute, async (c) => {
  const { workspaceId, workspaceProductId: id } = c.req.valid('param');
  const viewer = await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  await removeWorkspaceRecord(c.var.deps.db, viewer, 'product', id);
  return c.json({ message: 'Product deleted successfully.' }, 200);
});

productRoute(
  createProductNoteRoute,
  async (c) => {
    const { workspaceId, workspaceProductId: id } = c.req.valid('param');
    return c.json({ data: await addSubjectNote(c, workspaceId, { type: 'product', id }) }, 201);
  },
  { body: jsonOrForm(noteBody) },
);

productRoute(productNotesRoute, async (c) => {
  const { workspaceId, workspaceProductId: id } = c.req.valid('param');
  return c.json(await subjectNotes(c, workspaceId, { type: 'product', id }, c.req.valid('query')), 200);
});

productRoute(companyProductRoute, async (c) => {
  const { workspaceId, companyProductId } = c.req.valid('param');
  await requireWorkspaceViewer(c.var.deps.db, c.var.auth.user.id, workspaceId, 'read');
  return c.json({ data: await findWorkspaceProductByCompanyProduct(c.var.deps.db, workspaceId, companyProductId) }, 200);
});

router.route('/', retailers).route('/', brands).route('/', products);

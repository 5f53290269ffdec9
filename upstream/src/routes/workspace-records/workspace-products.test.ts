import type { WorkspaceProduct } from '@/lib/contract/workspace-records';
import type { products } from '../../db/schema';
import { brands, productImages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeCompanyProduct, makeWorkspaceBrand, makeWorkspaceProduct } from '../../test/content-fixtures';
import { call, scene, type Paged } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: WorkspaceProduct };
const path = (ws: number, rest = '') => `workspaces/${ws}/products${rest}`;

const product = (companyId: number, name = 'Widget', extra: Partial<typeof products.$inferInsert> = {}) => makeCompanyProduct(t, companyId, name, extra);

describe('workspace products', () => {
  it('needs a token', async () => {
    const { ws } = await scene(t);
    expect((await call(t, null, 'GET', path(ws))).status).toBe(401);
    expect((await call(t, null, 'GET', path(ws, '/company-product/1'))).status).toBe(401);
  });

  it('brings a product in with its brand, its first image and the workspace brand of that brand', async () => {
    const { owner, ws, ws2, acme } = await scene(t);
    const [b] = await t.deps.db.insert(brands).values({ companyId: acme, name: 'Fizz' }).returning({ id: brands.id });
    const id = await product(acme, 'Widget', { brandId: b.id, sku: 'W-1', upc: '0123', category: 'Tools', msrpCents: 1999, description: 'Useful' });
    await t.deps.db.insert(productImages).values([
      { productId: id, image: 'second.png', position: 1 },
      { productId: id, image: 'first.png', position: 0 },
    ]);
    const created = await call<One>(t, owner.token, 'POST', path(ws), { company_product_id: id });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      workspace_id: ws,
      workspace_name: 'Alpha',
      company_id: acme,
      company_name: 'Acme',
      product_id: id,
      brand_id: b.id,
      brand_name: 'Fizz',
      workspace_brand_id: null,
      name: 'Widget',
      image: '/api/uploads/first.png',
      description: 'Useful',
      sku: 'W-1',
      upc: '0123',
      category: 'Tools',
      msrp_cents: 1999,
      notes_count: 0,
      created_by: expect.objectContaining({ id: owner.id }),
      created_at: expect.any(String),
    });
    // Once the brand is in the same workspace, the product links to it (not to one in another workspace).
    await call(t, owner.token, 'POST', `workspaces/${ws2}/brands`, { company_brand_id: b.id });
    const wb = await call<{ data: { id: number } }>(t, owner.token, 'POST', `workspaces/${ws}/brands`, { company_brand_id: b.id });
    const shown = await call<One>(t, owner.token, 'GET', path(ws, `/${created.body.data.id}`));
    expect(shown.body.data.workspace_brand_id).toBe(wb.body.data.id);
  });

  it('finds the workspace product of a company product in this workspace, else 404', async () => {
    const { owner, outsider, ws, ws2, acme } = await scene(t);
    const { productId, workspaceProductId } = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme });
    const found = await call<One>(t, owner.token, 'GET', path(ws, `/company-product/${productId}`));
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id: workspaceProductId, product_id: productId });
    expect((await call(t, owner.token, 'GET', path(ws2, `/company-product/${productId}`))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(ws, '/company-product/424242'))).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', path(ws, `/company-product/${productId}`))).status).toBe(404);
  });

  it('answers 422 for hidden and duplicate products, 403 for restricted creation, 404 for outsiders', async () => {
    const { owner, member, outsider, ws, acme, other } = await scene(t, { restrict: true });
    const ours = await product(acme);
    expect((await call(t, owner.token, 'POST', path(ws), { company_product_id: await product(other) })).body.errors).toEqual({
      company_product_id: ['The selected company product is invalid.'],
    });
    expect((await call(t, member.token, 'POST', path(ws), { company_product_id: ours })).status).toBe(403);
    expect((await call(t, outsider.token, 'POST', path(ws), { company_product_id: ours })).status).toBe(404);
    expect((await call(t, owner.token, 'POST', path(ws), { company_product_id: ours })).status).toBe(201);
    expect((await call(t, owner.token, 'POST', path(ws), { company_product_id: ours })).body.errors).toEqual({
      company_product_id: ['This product is already in the workspace.'],
    });
  });

  it('takes notes, and is removed by its creator or an admin', async () => {
    const { owner, member, ws, ws2, acme } = await scene(t);
    const { workspaceProductId: wp } = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme });
    const note = await call(t, member.token, 'POST', path(ws, `/${wp}/note`), { body: 'Reorder' });
    expect(note.status).toBe(201);
    expect((await call<Paged<{ body: string; subject_type: string }>>(t, member.token, 'GET', path(ws, `/${wp}/notes`))).body.data).toEqual([
      expect.objectContaining({ body: 'Reorder', subject_type: 'product' }),
    ]);
    expect((await call(t, member.token, 'GET', path(ws2, `/${wp}/notes`))).status).toBe(404);
    // Added by a fixture without a creator: only an admin may remove it.
    expect((await call(t, member.token, 'DELETE', path(ws, `/${wp}`))).status).toBe(403);
    const removed = await call(t, owner.token, 'DELETE', path(ws, `/${wp}`));
    expect(removed.body.message).toBe('Product deleted successfully.');
  });

  it('lists by name with search and product_ids / brand_ids filters', async () => {
    const { owner, ws, acme } = await scene(t);
    const { brandId, workspaceBrandId } = await makeWorkspaceBrand(t, { workspaceId: ws, companyId: acme, name: 'Fizz' });
    const a = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme, name: 'apple', brandId });
    const b = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme, name: 'Banana' });
    const names = async (q: string) => (await call<Paged<WorkspaceProduct>>(t, owner.token, 'GET', path(ws, q))).body.data.map((p) => p.name);
    expect(await names('?sort=name')).toEqual(['apple', 'Banana']);
    expect(await names('?sort=-name')).toEqual(['Banana', 'apple']);
    expect(await names('?search=ANA')).toEqual(['Banana']);
    expect(await names(`?product_ids=${b.workspaceProductId}`)).toEqual(['Banana']);
    expect(await names(`?brand_ids=${workspaceBrandId}`)).toEqual(['apple']);
    expect(await names(`?product_ids=${a.workspaceProductId},${b.workspaceProductId}&sort=name`)).toEqual(['apple', 'Banana']);
  });
});

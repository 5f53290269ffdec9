import { eq } from 'drizzle-orm';
import type { Assignee } from '@/lib/contract/relations';
import { brands } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { makeTeam } from '../../test/fixtures';
import { call, companyWorld, expectHiddenFromOutsider, makeBrand, makeProduct, makeRetailer, signUp } from '../../test/company-parties-kit';
import type { CompanyScene } from '../../test/company-parties-kit';

let t: TestApp;
let s: CompanyScene;
let brand: number;
companyWorld(async (world) => {
  ({ t, s } = world);
  brand = await makeBrand(t, s.companyA, 'Sunrise');
});

const base = () => `companies/${s.companyA}/assignees`;
async function assign(body: Record<string, unknown>, companyId = s.companyA, token = s.admin.token): Promise<Assignee> {
  const res = await call<Assignee>(t, 'POST', `companies/${companyId}/assignees`, token, body);
  if (res.status !== 201) throw new Error(`assign failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('POST companies/{id}/assignees', () => {
  it("assigns a member of the company's teams to a brand, a product or a retailer", async () => {
    const product = await makeProduct(t, s.companyA, 'Granola');
    const retailer = await makeRetailer(t, s.companyA, 'Corner Shop');
    const res = await call<Assignee>(t, 'POST', base(), s.admin.token, { user_id: s.member.id, assignable_type: 'brand', assignable_id: brand, role: 'Owner' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      company_id: s.companyA,
      user_id: s.member.id,
      user_name: 'Mel Member',
      user_email: 'member@example.com',
      assignable_type: 'brand',
      assignable_id: brand,
      assignable_name: 'Sunrise',
      role: 'Owner',
    });
    expect((await assign({ user_id: s.member.id, assignable_type: 'product', assignable_id: product })).assignable_name).toBe('Granola');
    expect((await assign({ user_id: s.admin.id, assignable_type: 'retailer', assignable_id: String(retailer) })).assignable_name).toBe('Corner Shop');
  });

  it("answers 422 when the person is not in the company's teams", async () => {
    const stranger = await signUp(t, 'stranger@example.com');
    await makeTeam(t, [{ userId: stranger.id, role: 'admin' }], 'Unattached team');
    for (const user_id of [s.outsider.id, stranger.id, 424242]) {
      const res = await call(t, 'POST', base(), s.admin.token, { user_id, assignable_type: 'brand', assignable_id: brand });
      expect(res.status).toBe(422);
      expect(res.body.errors.user_id).toEqual(["The selected user is not a member of this company's teams."]);
    }
  });

  it("answers 422 when the item is not one of this company's, or of another type", async () => {
    const theirs = await makeBrand(t, s.companyB, 'Theirs');
    const product = await makeProduct(t, s.companyA, 'Granola');
    for (const [type, id] of [
      ['brand', theirs],
      ['product', brand + product + 100],
      ['retailer', brand],
    ] as const) {
      const res = await call(t, 'POST', base(), s.admin.token, { user_id: s.member.id, assignable_type: type, assignable_id: id });
      expect(res.status).toBe(422);
      expect(res.body.errors.assignable_id).toBeDefined();
    }
  });

  it('answers 422 with field errors, and for the same person on the same item twice', async () => {
    const res = await call(t, 'POST', base(), s.admin.token, { user_id: 'x', assignable_type: 'shelf', role: 'r'.repeat(101) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      user_id: ['The selected user is invalid.'],
      assignable_type: ['The type must be brand, product or retailer.'],
      assignable_id: ['The item field is required.'],
      role: ['The role may not be greater than 100 characters.'],
    });
    await assign({ user_id: s.member.id, assignable_type: 'brand', assignable_id: brand });
    const twice = await call(t, 'POST', base(), s.admin.token, { user_id: s.member.id, assignable_type: 'brand', assignable_id: brand, role: 'Again' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.user_id).toEqual(['This person is already assigned to this brand.']);
  });
});

describe('GET companies/{id}/assignees', () => {
  it('filters by item or person, searches by name or email and pages', async () => {
    const other = await makeBrand(t, s.companyA, 'Moonset');
    await assign({ user_id: s.member.id, assignable_type: 'brand', assignable_id: brand });
    await assign({ user_id: s.admin.id, assignable_type: 'brand', assignable_id: brand });
    await assign({ user_id: s.member.id, assignable_type: 'brand', assignable_id: other });
    await assign({ user_id: s.outsider.id, assignable_type: 'brand', assignable_id: await makeBrand(t, s.companyB, 'B') }, s.companyB, s.outsider.token);
    const onBrand = await call<Assignee[]>(t, 'GET', `${base()}?assignable_type=brand&assignable_id=${brand}`, s.member.token);
    expect(onBrand.status).toBe(200);
    expect(onBrand.body.data.map((a) => a.user_name)).toEqual(['Ada Admin', 'Mel Member']);
    const mel = await call<Assignee[]>(t, 'GET', `${base()}?user_id=${s.member.id}&sort=-name`, s.member.token);
    expect(mel.body.data.map((a) => a.assignable_name).sort()).toEqual(['Moonset', 'Sunrise']);
    const search = await call<Assignee[]>(t, 'GET', `${base()}?search=ADMIN@&per_page=1`, s.member.token);
    expect(search.body.data.map((a) => a.user_email)).toEqual(['admin@example.com']);
    expect(search.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 1, total: 1 });
    const all = await call<Assignee[]>(t, 'GET', base(), s.member.token);
    expect(all.body.meta.total).toBe(3);
  });

  it('leaves out assignments whose item is gone', async () => {
    const a = await assign({ user_id: s.member.id, assignable_type: 'brand', assignable_id: brand });
    await t.deps.db.delete(brands).where(eq(brands.id, brand));
    expect((await call<Assignee[]>(t, 'GET', base(), s.admin.token)).body.data).toEqual([]);
    expect((await call(t, 'GET', `${base()}/${a.id}`, s.admin.token)).status).toBe(404);
  });

  it('answers 422 for bad filters', async () => {
    const res = await call(t, 'GET', `${base()}?assignable_type=shelf&user_id=0`, s.admin.token);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['assignable_type', 'user_id']);
  });
});

describe('GET, PUT, DELETE companies/{id}/assignees/{assigneeId}', () => {
  it('reads, changes the role (empty clears it) and removes', async () => {
    const a = await assign({ user_id: s.member.id, assignable_type: 'brand', assignable_id: brand, role: 'Owner' });
    expect((await call<Assignee>(t, 'GET', `${base()}/${a.id}`, s.member.token)).body.data).toEqual(a);
    const updated = await call<Assignee>(t, 'PUT', `${base()}/${a.id}`, s.admin.token, { role: 'Backup', user_id: s.admin.id });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ role: 'Backup', user_id: s.member.id });
    expect((await call<Assignee>(t, 'PUT', `${base()}/${a.id}`, s.admin.token, {})).body.data.role).toBe('Backup');
    expect((await call<Assignee>(t, 'PUT', `${base()}/${a.id}`, s.admin.token, { role: null })).body.data.role).toBeNull();
    expect((await call(t, 'PUT', `${base()}/${a.id}`, s.admin.token, { role: 'r'.repeat(101) })).status).toBe(422);
    const gone = await call(t, 'DELETE', `${base()}/${a.id}`, s.admin.token);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('Assignee has been removed.');
    expect((await call(t, 'DELETE', `${base()}/${a.id}`, s.admin.token)).status).toBe(404);
  });

  it('needs a token, lets members read only, hides the company from outsiders', async () => {
    const a = await assign({ user_id: s.member.id, assignable_type: 'brand', assignable_id: brand });
    const one = `${base()}/${a.id}`;
    expect((await call(t, 'GET', base())).status).toBe(401);
    expect((await call(t, 'POST', base(), null, {})).status).toBe(401);
    expect((await call(t, 'POST', base(), s.member.token, { user_id: s.member.id, assignable_type: 'brand', assignable_id: brand })).status).toBe(403);
    expect((await call(t, 'PUT', one, s.member.token, { role: 'x' })).status).toBe(403);
    expect((await call(t, 'DELETE', one, s.member.token)).status).toBe(403);
    await expectHiddenFromOutsider(t, s.outsider.token, base(), one);
  });

  it("answers 404 for another company's assignee under this company's path", async () => {
    const theirs = await assign(
      { user_id: s.outsider.id, assignable_type: 'brand', assignable_id: await makeBrand(t, s.companyB, 'B') },
      s.companyB,
      s.outsider.token,
    );
    const path = `${base()}/${theirs.id}`;
    expect((await call(t, 'GET', path, s.admin.token)).status).toBe(404);
    expect((await call(t, 'PUT', path, s.admin.token, { role: 'x' })).status).toBe(404);
    expect((await call(t, 'DELETE', path, s.admin.token)).status).toBe(404);
    expect((await call(t, 'GET', `companies/${s.companyB}/assignees/${theirs.id}`, s.outsider.token)).status).toBe(200);
  });
});

import type { Contact } from '@/lib/contract/relations';
import { contacts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, formOf, makeRetailer, scene, type Paged } from '../../test/retailers-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

type One = { data: Contact };
const path = (companyId: number, rest = '') => `companies/${companyId}/contacts${rest}`;

async function makeContact(companyId: number, firstName: string, fields: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(contacts)
    .values({ companyId, firstName, ...fields })
    .returning({ id: contacts.id });
  return row.id;
}

describe('company contacts', () => {
  it('needs a token', async () => {
    const { acme } = await scene(t);
    expect((await call(t, null, 'GET', path(acme))).status).toBe(401);
    expect((await call(t, null, 'POST', path(acme), { first_name: 'X' })).status).toBe(401);
  });

  it('creates (JSON or form), shows, updates and deletes a contact tied to a retailer', async () => {
    const { owner, acme } = await scene(t);
    const shop = await makeRetailer(t, acme, 'Shop');
    const created = await call<One>(t, owner.token, 'POST', path(acme), {
      first_name: 'Kim',
      last_name: 'Lee',
      email: 'KIM@Shop.example',
      phone: '+1 (555) 010-2000',
      title: 'Buyer',
      notes: 'Met at expo',
      company_retailer_id: shop,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_id: acme,
      company_retailer_id: shop,
      company_retailer_name: 'Shop',
      first_name: 'Kim',
      last_name: 'Lee',
      email: 'kim@shop.example',
      phone: '+1 (555) 010-2000',
      title: 'Buyer',
      notes: 'Met at expo',
    });
    const id = created.body.data.id;
    expect((await call<One>(t, owner.token, 'GET', path(acme, `/${id}`))).body.data).toEqual(created.body.data);

    const updated = await call<One>(t, owner.token, 'PUT', path(acme, `/${id}`), { title: 'Head buyer', notes: null, company_retailer_id: '' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      first_name: 'Kim',
      last_name: 'Lee',
      title: 'Head buyer',
      notes: null,
      company_retailer_id: null,
      company_retailer_name: null,
    });

    const viaForm = await call<One>(
      t,
      owner.token,
      'POST',
      path(acme),
      formOf([
        ['first_name', 'Ann'],
        ['company_retailer_id', String(shop)],
      ]),
    );
    expect(viaForm.status).toBe(201);
    expect(viaForm.body.data).toMatchObject({ first_name: 'Ann', last_name: null, email: null, company_retailer_id: shop });

    const deleted = await call<{ message: string }>(t, owner.token, 'DELETE', path(acme, `/${id}`));
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Contact has been deleted.');
    expect((await call(t, owner.token, 'GET', path(acme, `/${id}`))).status).toBe(404);
  });

  it('pages, searches (name or email), sorts and filters by retailer', async () => {
    const { owner, acme, other } = await scene(t);
    const shop = await makeRetailer(t, acme, 'Shop');
    await makeContact(acme, 'Bea', { lastName: 'Zed', email: 'bea@x.example', companyRetailerId: shop, createdAt: new Date('2024-01-02') });
    await makeContact(acme, 'Al', { lastName: 'Young', createdAt: new Date('2024-01-03') });
    await makeContact(acme, 'Bea', { lastName: 'Adams', companyRetailerId: shop, createdAt: new Date('2024-01-01') });
    await makeContact(other, 'Al', { lastName: 'Other' });
    const names = async (q: string) =>
      (await call<Paged<Contact>>(t, owner.token, 'GET', path(acme, q))).body.data.map((c) => `${c.first_name} ${c.last_name}`);

    const page = await call<Paged<Contact>>(t, owner.token, 'GET', path(acme, '?per_page=2'));
    expect(page.body.data.map((c) => `${c.first_name} ${c.last_name}`)).toEqual(['Al Young', 'Bea Adams']);
    expect(page.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(await names('?sort=-name')).toEqual(['Bea Zed', 'Bea Adams', 'Al Young']);
    expect(await names('?sort=created_at')).toEqual(['Bea Adams', 'Bea Zed', 'Al Young']);
    expect(await names('?search=young')).toEqual(['Al Young']);
    expect(await names('?search=x.example')).toEqual(['Bea Zed']);
    expect(await names(`?company_retailer_id=${shop}`)).toEqual(['Bea Adams', 'Bea Zed']);
  });

  it('answers 422 with field errors', async () => {
    const { owner, acme, other } = await scene(t);
    const theirShop = await makeRetailer(t, other, 'Theirs');
    const id = await makeContact(acme, 'Kim');
    const bad = await call(t, owner.token, 'POST', path(acme), { email: 'not-an-email', phone: 'call me' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'first_name', 'phone']);
    const foreign = await call(t, owner.token, 'POST', path(acme), { first_name: 'X', company_retailer_id: theirShop });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.company_retailer_id).toEqual(['The selected retailer is invalid.']);
    const cleared = await call(t, owner.token, 'PUT', path(acme, `/${id}`), { first_name: null });
    expect(cleared.status).toBe(422);
    expect(cleared.body.errors.first_name).toEqual(['The first name field is required.']);
    expect((await call(t, owner.token, 'PUT', path(acme, `/${id}`), { company_retailer_id: theirShop })).status).toBe(422);
  });

  it('lets members read but not write (403)', async () => {
    const { member, acme } = await scene(t);
    const id = await makeContact(acme, 'Kim');
    expect((await call(t, member.token, 'GET', path(acme))).status).toBe(200);
    expect((await call(t, member.token, 'GET', path(acme, `/${id}`))).status).toBe(200);
    expect((await call(t, member.token, 'POST', path(acme), { first_name: 'X' })).status).toBe(403);
    expect((await call(t, member.token, 'PUT', path(acme, `/${id}`), { first_name: 'X' })).status).toBe(403);
    expect((await call(t, member.token, 'DELETE', path(acme, `/${id}`))).status).toBe(403);
  });

  it('answers 404 to outsiders and for another company’s contact under this path', async () => {
    const { owner, outsider, acme, other } = await scene(t);
    const mine = await makeContact(acme, 'Kim');
    const theirs = await makeContact(other, 'Tom');
    expect((await call(t, outsider.token, 'GET', path(acme))).status).toBe(404);
    expect((await call(t, outsider.token, 'GET', path(acme, `/${mine}`))).status).toBe(404);
    expect((await call(t, outsider.token, 'POST', path(acme), { first_name: 'X' })).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(acme, `/${theirs}`))).status).toBe(404);
    expect((await call(t, owner.token, 'PUT', path(acme, `/${theirs}`), { first_name: 'X' })).status).toBe(404);
    expect((await call(t, owner.token, 'DELETE', path(acme, `/${theirs}`))).status).toBe(404);
  });

  it('keeps the public contact form working beside the company contacts', async () => {
    const res = await call(t, null, 'POST', 'contacts', { name: 'Ann', email: 'ann@example.com', subject: 'Hello', message: 'A question about pricing.' });
    expect(res.status).toBe(201);
  });
});

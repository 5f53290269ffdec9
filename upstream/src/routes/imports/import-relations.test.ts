import { asc, eq } from 'drizzle-orm';
import { companyDistributors, companyPartners, companyRetailers, contacts, retailerCategories } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, scene } from '../../test/companies-kit';
import { confirm, preview, upload } from './test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HEAD = 'Retailer,Website,Locations,Retailer category,First name,Last name,Email,Phone,Job title,Partner,Partner website,Distributor';
const FILE = [
  HEAD,
  'Northwind,northwind.example,"Austin, Dallas",Grocery,Dana,Buyer,DANA@northwind.example,+1 512 555 0100,Buyer,Agency One,agency.example,Wholesale Co',
  ',https://www.northwind.example/about,,,Eli,Merch,eli@northwind.example,,,,,',
  'Contoso,contoso.example,,Grocery,Fay,,fay@contoso.example,,,agency one,,',
  ',,,,,,,,,,orphan.example,',
].join('\n');

describe('imports of retailers with their contacts, partners and distributors', () => {
  it('matches retailers by name or domain, contacts by email, partners by name; a second run updates only what changed', async () => {
    const s = await scene(t);
    const imp = (await upload(t, s.owner.token, s.acme.id, FILE, 'relations.csv')).body.data;
    expect(imp.mapping).toMatchObject({
      Retailer: 'retailer_name',
      Website: 'retailer_website',
      Locations: 'retailer_locations',
      'Job title': 'contact_title',
      Email: 'contact_email',
      Partner: 'partner_name',
    });
    const previewed = (await preview(t, s.owner.token, imp)).body.data;
    expect(previewed.counts).toMatchObject({
      retailers: { create: 2, update: 0, unchanged: 0 },
      contacts: { create: 3, update: 0, unchanged: 0 },
      partners: { create: 1, update: 0, unchanged: 0 },
      distributors: { create: 1, update: 0, unchanged: 0 },
    });
    expect(previewed.errors.map((e) => `${e.cell}: ${e.message}`)).toEqual(['K5: A partner needs a name.']);
    await confirm(t, s.owner.token, imp);
    const retailers = await t.deps.db.select().from(companyRetailers).where(eq(companyRetailers.companyId, s.acme.id)).orderBy(asc(companyRetailers.id));
    expect(retailers.map((r) => [r.name, r.website, r.locations])).toEqual([
      ['Northwind', 'https://northwind.example', ['Austin', 'Dallas']],
      ['Contoso', 'https://contoso.example', []],
    ]);
    expect(await t.deps.db.select({ name: retailerCategories.name }).from(retailerCategories)).toEqual([{ name: 'Grocery' }]);
    const people = await t.deps.db.select().from(contacts).orderBy(asc(contacts.id));
    expect(people.map((c) => [c.firstName, c.email, c.title, c.companyRetailerId])).toEqual([
      ['Dana', 'dana@northwind.example', 'Buyer', retailers[0].id],
      ['Eli', 'eli@northwind.example', null, retailers[0].id],
      ['Fay', 'fay@contoso.example', null, retailers[1].id],
    ]);
    expect(await t.deps.db.select({ name: companyPartners.name, website: companyPartners.website }).from(companyPartners)).toEqual([
      { name: 'Agency One', website: 'https://agency.example' },
    ]);
    expect(await t.deps.db.select({ name: companyDistributors.name }).from(companyDistributors)).toEqual([{ name: 'Wholesale Co' }]);

    const changed = FILE.replace('Buyer,Agency One', 'Head buyer,Agency One');
    const again = (await upload(t, s.owner.token, s.acme.id, changed, 'relations.csv')).body.data;
    const second = (await preview(t, s.owner.token, again)).body.data;
    expect(second.counts).toMatchObject({
      retailers: { create: 0, update: 0, unchanged: 2 },
      contacts: { create: 0, update: 1, unchanged: 2 },
      partners: { create: 0, update: 0, unchanged: 1 },
    });
    await confirm(t, s.owner.token, again);
    const [dana] = await t.deps.db.select().from(contacts).where(eq(contacts.email, 'dana@northwind.example'));
    expect(dana.title).toBe('Head buyer');
    const report = await t.app.request(`/api/companies/${s.acme.id}/imports/${again.id}/report`, { headers: { authorization: `Bearer ${s.owner.token}` } });
    const lines = (await report.text()).split('\r\n');
    expect(lines[1]).toBe('2,,,,unchanged,,update,unchanged,unchanged,,');
    expect(lines[4]).toBe('5,K5,,,,,,error,,,K5: A partner needs a name.');
    expect((await call(t, s.owner.token, 'GET', `companies/${s.acme.id}/imports?per_page=1`)).status).toBe(200);
  });
});

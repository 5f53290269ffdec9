import type { RetailerProduct } from '@/lib/contract/catalogue';
import type { Note } from '@/lib/contract/notes';
import type { Contact, Review } from '@/lib/contract/relations';
import type { WorkspaceRetailer } from '@/lib/contract/workspace-records';
import { contacts, fileRetailers, files, insights, products, retailerProducts, reviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceRetailer } from '../../test/content-fixtures';
import { call, scene, type Paged } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const path = (ws: number, wr: number, rest = '') => `workspaces/${ws}/retailers/${wr}${rest}`;

/** A workspace retailer of `ws` whose company retailer has two contacts, two products and two reviews. */
async function stocked() {
  const s = await scene(t);
  const { companyRetailerId, workspaceRetailerId } = await makeWorkspaceRetailer(t, { workspaceId: s.ws, companyId: s.acme, name: 'Target' });
  const db = t.deps.db;
  await db.insert(contacts).values([
    { companyId: s.acme, companyRetailerId, firstName: 'zoe', lastName: 'Buyer' },
    { companyId: s.acme, companyRetailerId, firstName: 'Adam', lastName: 'Category' },
    { companyId: s.acme, firstName: 'Not', lastName: 'Here' },
  ]);
  const [widget, gadget] = await db
    .insert(products)
    .values([
      { companyId: s.acme, name: 'Widget' },
      { companyId: s.acme, name: 'gadget' },
    ])
    .returning({ id: products.id });
  await db.insert(retailerProducts).values([
    { companyRetailerId, productId: widget.id, priceCents: 999 },
    { companyRetailerId, productId: gadget.id, status: 'pending' },
  ]);
  await db.insert(reviews).values([
    { companyId: s.acme, companyRetailerId, rating: 4, title: 'Older', reviewedAt: new Date('2024-01-02T00:00:00Z') },
    { companyId: s.acme, companyRetailerId, rating: 5, title: 'Newer', reviewedAt: new Date('2024-03-02T00:00:00Z') },
    { companyId: s.acme, rating: 1, title: 'Elsewhere' },
  ]);
  return { ...s, companyRetailerId, wr: workspaceRetailerId };
}

describe('workspace retailer sub-lists', () => {
  it("lists the company retailer's contacts (by name), products (with names) and reviews (newest first), paged", async () => {
    const { member, ws, wr, companyRetailerId } = await stocked();
    const people = await call<Paged<Contact>>(t, member.token, 'GET', path(ws, wr, '/contacts'));
    expect(people.status).toBe(200);
    expect(people.body.data.map((c) => c.first_name)).toEqual(['Adam', 'zoe']);
    expect(people.body.data[0]).toMatchObject({ company_retailer_id: companyRetailerId, company_retailer_name: 'Target' });
    expect(people.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });

    const stock = await call<Paged<RetailerProduct>>(t, member.token, 'GET', path(ws, wr, '/products'));
    expect(stock.body.data.map((p) => [p.product_name, p.status, p.price_cents])).toEqual([
      ['gadget', 'pending', null],
      ['Widget', 'listed', 999],
    ]);

    const said = await call<Paged<Review>>(t, member.token, 'GET', path(ws, wr, '/reviews?per_page=1'));
    expect(said.body.data.map((r) => r.title)).toEqual(['Newer']);
    expect(said.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    const page2 = await call<Paged<Review>>(t, member.token, 'GET', path(ws, wr, '/reviews?per_page=1&page=2'));
    expect(page2.body.data.map((r) => r.title)).toEqual(['Older']);
  });

  it('counts contacts, products, reviews, notes, files and insights on the workspace retailer', async () => {
    const { owner, ws, wr } = await stocked();
    const db = t.deps.db;
    const [file] = await db.insert(files).values({ workspaceId: ws, name: 'Plan' }).returning({ id: files.id });
    await db.insert(fileRetailers).values({ fileId: file.id, workspaceRetailerId: wr });
    await db.insert(insights).values([
      { workspaceId: ws, name: 'Shelf', type: 'visit', workspaceRetailerId: wr },
      { workspaceId: ws, name: 'Other', type: 'visit' },
    ]);
    await call(t, owner.token, 'POST', path(ws, wr, '/notes'), { body: 'One' });
    const shown = await call<{ data: WorkspaceRetailer }>(t, owner.token, 'GET', path(ws, wr));
    expect(shown.body.data).toMatchObject({ contacts_count: 2, products_count: 2, reviews_count: 2, notes_count: 1, files_count: 1, insights_count: 1 });
  });

  it('answers 401 without a token, 404 to outsiders and for a retailer of another workspace', async () => {
    const { owner, outsider, ws, ws2, acme, wr } = await stocked();
    const { workspaceRetailerId: elsewhere } = await makeWorkspaceRetailer(t, { workspaceId: ws2, companyId: acme });
    for (const sub of ['/contacts', '/products', '/reviews', '/notes']) {
      expect((await call(t, null, 'GET', path(ws, wr, sub))).status).toBe(401);
      expect((await call(t, outsider.token, 'GET', path(ws, wr, sub))).status).toBe(404);
      const other = await call(t, owner.token, 'GET', path(ws, elsewhere, sub));
      expect(other.status).toBe(404);
      expect(other.body.message).toBe('Retailer not found.');
    }
  });
});

describe('notes on a workspace retailer', () => {
  type One = { data: Note };

  it('creates, lists (newest first) and shows notes with author, time and rights', async () => {
    const { owner, member, guest, ws, wr } = await stocked();
    t.setNow(new Date('2024-05-01T10:00:00Z'));
    const first = await call<One>(t, member.token, 'POST', path(ws, wr, '/notes'), { body: '  Call the buyer  ' });
    expect(first.status).toBe(201);
    expect(first.body.data).toEqual({
      id: expect.any(Number),
      subject_type: 'retailer',
      subject_id: wr,
      workspace_id: ws,
      body: 'Call the buyer',
      author: { id: member.id, first_name: 'Mel', last_name: 'Member', email: 'member@example.com', image: null },
      can_edit: true,
      can_delete: true,
      created_at: '2024-05-01T10:00:00.000Z',
      updated_at: '2024-05-01T10:00:00.000Z',
    });
    t.setNow(new Date('2024-05-02T10:00:00Z'));
    const second = await call<One>(t, owner.token, 'POST', path(ws, wr, '/notes'), { body: 'Send samples' });
    t.setNow(null);

    const asMember = await call<Paged<Note>>(t, member.token, 'GET', path(ws, wr, '/notes'));
    expect(asMember.body.data.map((n) => [n.body, n.can_edit, n.can_delete])).toEqual([
      ['Send samples', false, false],
      ['Call the buyer', true, true],
    ]);
    expect(asMember.body.meta.total).toBe(2);
    // An admin of an attached team may delete anyone's note but edits only their own.
    const asGuest = await call<Paged<Note>>(t, guest.token, 'GET', path(ws, wr, '/notes'));
    expect(asGuest.body.data.map((n) => [n.can_edit, n.can_delete])).toEqual([
      [false, true],
      [false, true],
    ]);

    const shown = await call<One>(t, owner.token, 'GET', path(ws, wr, `/notes/${first.body.data.id}`));
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: first.body.data.id, body: 'Call the buyer', can_edit: false, can_delete: true });
    expect(second.body.data.author?.id).toBe(owner.id);
  });

  it('answers 422 for an empty body and 404 for a note of another retailer', async () => {
    const { owner, ws, acme, wr } = await stocked();
    const empty = await call(t, owner.token, 'POST', path(ws, wr, '/notes'), { body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ body: ['The note field is required.'] });
    expect((await call(t, owner.token, 'POST', path(ws, wr, '/notes'), {})).status).toBe(422);

    const { workspaceRetailerId: sibling } = await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: acme, name: 'Sibling' });
    const note = await call<One>(t, owner.token, 'POST', path(ws, sibling, '/notes'), { body: 'Elsewhere' });
    expect((await call(t, owner.token, 'GET', path(ws, wr, `/notes/${note.body.data.id}`))).status).toBe(404);
    expect((await call(t, owner.token, 'GET', path(ws, wr, '/notes/424242'))).status).toBe(404);
  });

  it('obeys restricted creation and read-only access for notes; outsiders get 404', async () => {
    const { owner, member, reader, outsider, ws, acme } = await scene(t, { restrict: true });
    const { workspaceRetailerId: wr } = await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: acme });
    expect((await call(t, member.token, 'POST', path(ws, wr, '/notes'), { body: 'Hi' })).status).toBe(403);
    expect((await call(t, reader.token, 'POST', path(ws, wr, '/notes'), { body: 'Hi' })).status).toBe(403);
    expect((await call(t, outsider.token, 'POST', path(ws, wr, '/notes'), { body: 'Hi' })).status).toBe(404);
    expect((await call(t, owner.token, 'POST', path(ws, wr, '/notes'), { body: 'Hi' })).status).toBe(201);
    // Everyone attached reads them; a read-only reader can do nothing with them.
    const read = await call<Paged<Note>>(t, reader.token, 'GET', path(ws, wr, '/notes'));
    expect(read.body.data.map((n) => [n.body, n.can_edit, n.can_delete])).toEqual([['Hi', false, false]]);
  });
});

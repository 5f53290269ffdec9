import type { InsightDetail } from '@/lib/contract/insights';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspace } from '../../test/fixtures';
import { makeWorkspaceRetailer } from '../../test/content-fixtures';
import {
  attachReadOnly,
  call,
  createInsightVia,
  documentForm,
  download,
  eventsFor,
  PDF_BYTES,
  scene,
  storedCount,
  uploadVia,
  type One,
  type Paged,
} from '../../test/insights-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('insights: create and read', () => {
  it('needs a token on every route', async () => {
    for (const [method, path] of [
      ['GET', 'insights'],
      ['POST', 'insights'],
      ['GET', 'insights/1'],
      ['PUT', 'insights/1'],
      ['DELETE', 'insights/1'],
      ['GET', 'insights/1/file'],
      ['POST', 'insights/1/discussion'],
      ['GET', 'insights/pending-resources'],
      ['POST', 'insights/resources'],
      ['GET', 'insights/resources'],
      ['DELETE', 'insights/pending-resources/1'],
      ['POST', 'insights/1/resources/1'],
      ['DELETE', 'insights/1/resources/1'],
      ['GET', 'insights/resources/1/download'],
      ['GET', 'workspaces/1/retailers/1/insights'],
    ]) {
      expect({ method, path, status: (await call(t, null, method, path)).status }).toEqual({ method, path, status: 401 });
    }
  });

  it('creates an insight from a multipart form with a file, links and workspaces, and shows it', async () => {
    const { owner, member, outsider, ws, ws2, retailer, brand, product } = await scene(t);
    const res = await call<One>(
      t,
      member.token,
      'POST',
      'insights',
      documentForm(
        {
          name: 'Shelf gap',
          type: 'Retail Execution',
          workspace_id: String(ws),
          workspace_ids: [String(ws), String(ws2)],
          workspace_company_retailer_id: String(retailer.workspaceRetailerId),
          retailer_location: 'Dallas, TX',
          workspace_company_brand_id: String(brand.workspaceBrandId),
          workspace_company_product_id: String(product.workspaceProductId),
          summary: 'Empty shelves',
          category: 'Store Checks',
          applicable_date: '2024-05-01',
        },
        { name: 'report.pdf', bytes: PDF_BYTES },
      ),
    );
    expect(res.status).toBe(201);
    const insight = res.body.data;
    expect(insight).toMatchObject({
      name: 'Shelf gap',
      type: 'Retail Execution',
      workspace_id: ws,
      workspace_ids: [ws, ws2],
      workspaces: [
        { id: ws, name: 'Main' },
        { id: ws2, name: 'Second' },
      ],
      workspace_company_retailer_id: retailer.workspaceRetailerId,
      retailer_id: retailer.companyRetailerId,
      retailer_name: 'Shop',
      retailer_location: 'Dallas, TX',
      workspace_company_brand_id: brand.workspaceBrandId,
      brand: 'Fizz',
      workspace_company_product_id: product.workspaceProductId,
      product: 'Fizz Lite',
      summary: 'Empty shelves',
      category: 'Store Checks',
      applicable_date: '2024-05-01',
      external_url: null,
      file: { original_name: 'report.pdf', mime: 'application/pdf', size: PDF_BYTES.length, download_url: `/api/insights/${insight.id}/file` },
      resources: [],
      discussions_count: 0,
      can_edit: true,
      created_by: { id: member.id, first_name: 'Mel' },
    });

    const shown = await call<{ data: InsightDetail }>(t, owner.token, 'GET', `insights/${insight.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ ...insight, discussions: [] });

    const file = await download(t, owner.token, insight.file!.download_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="report.pdf"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);

    // Live: the users of its workspaces, not the outsider.
    expect(eventsFor(t, owner.id)).toEqual([`insightUpdated:${insight.id}`]);
    expect(eventsFor(t, member.id)).toEqual([`insightUpdated:${insight.id}`]);
    expect(eventsFor(t, outsider.id)).toEqual([]);
  });

  it('creates from JSON with an external URL, and answers 404 for the file of an insight without one', async () => {
    const { owner, ws } = await scene(t);
    const res = await call<One>(t, owner.token, 'POST', 'insights', { name: 'Link', type: 'Other', workspace_id: ws, external_url: 'https://example.com/a' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ external_url: 'https://example.com/a', file: null, workspace_ids: [ws], category: null, retailer_location: null });
    expect((await download(t, owner.token, `/api/insights/${res.body.data.id}/file`)).status).toBe(404);
  });

  it('answers 422 with field errors, and keeps no bytes of a refused request', async () => {
    const { owner, ws, ws2, retailer, company } = await scene(t);
    const file = { name: 'a.pdf', bytes: PDF_BYTES };
    const missing = await call(t, owner.token, 'POST', 'insights', documentForm({ workspace_id: String(ws), category: 'Nope' }, file));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.name).toEqual(['The name field is required.']);
    expect(missing.body.errors.type[0]).toMatch(/^The type must be one of: Competitive/);
    // The wording comes from the contract's optionalCategory (a zod union); only the field is asserted here.
    expect(missing.body.errors.category).toHaveLength(1);

    const both = await call(
      t,
      owner.token,
      'POST',
      'insights',
      documentForm({ name: 'X', type: 'Other', workspace_id: String(ws), external_url: 'https://example.com' }, file),
    );
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ file: ['Send either a file or an external URL, not both.'] });

    const location = await call(
      t,
      owner.token,
      'POST',
      'insights',
      documentForm(
        {
          name: 'X',
          type: 'Other',
          workspace_id: String(ws),
          workspace_company_retailer_id: String(retailer.workspaceRetailerId),
          retailer_location: 'Paris',
        },
        file,
      ),
    );
    expect(location.status).toBe(422);
    expect(location.body.errors).toEqual({ retailer_location: ["The retailer location must be one of the retailer's locations."] });

    // The retailer, brand and product must be records of the insight's workspaces.
    const otherRetailer = await makeWorkspaceRetailer(t, { workspaceId: ws2, companyId: company, name: 'Elsewhere' });
    const foreign = await call(t, owner.token, 'POST', 'insights', {
      name: 'X',
      type: 'Other',
      workspace_id: ws,
      workspace_company_retailer_id: otherRetailer.workspaceRetailerId,
      workspace_company_brand_id: 999,
      workspace_company_product_id: 999,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      workspace_company_retailer_id: ['The selected retailer is invalid.'],
      workspace_company_brand_id: ['The selected brand is invalid.'],
      workspace_company_product_id: ['The selected product is invalid.'],
    });

    const badIds = await call(t, owner.token, 'POST', 'insights', {
      name: 'X',
      type: 'Other',
      workspace_id: ws,
      workspace_ids: 'a,b',
      applicable_date: '2024-13-40',
    });
    expect(badIds.status).toBe(422);
    expect(Object.keys(badIds.body.errors).sort()).toEqual(['applicable_date', 'workspace_ids']);

    expect(await storedCount(t)).toBe(0);
    expect((await call<Paged<unknown>>(t, owner.token, 'GET', 'insights')).body.meta.total).toBe(0);
  });

  it("refuses resources that are not the caller's pending ones (422, nothing created)", async () => {
    const { owner, member, ws } = await scene(t);
    const [mine] = await uploadVia(t, owner.token, ['mine.pdf']);
    const [theirs] = await uploadVia(t, member.token, ['theirs.pdf']);
    const refused = await call(
      t,
      owner.token,
      'POST',
      'insights',
      documentForm({ name: 'X', type: 'Other', workspace_id: String(ws), insight_resource_ids: [String(mine.id), String(theirs.id)] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ insight_resource_ids: ['The selected resources are invalid.'] });
    expect((await call<Paged<unknown>>(t, owner.token, 'GET', 'insights')).body.meta.total).toBe(0);
    // The transaction rolled back: the caller's own resource is still pending.
    expect((await call<{ data: { id: number }[] }>(t, owner.token, 'GET', 'insights/pending-resources')).body.data.map((r) => r.id)).toEqual([mine.id]);

    await createInsightVia(t, owner.token, { name: 'First', workspace_id: String(ws), insight_resource_ids: [String(mine.id)] });
    const again = await call(t, owner.token, 'POST', 'insights', { name: 'Second', type: 'Other', workspace_id: ws, insight_resource_ids: [mine.id] });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ insight_resource_ids: ['The selected resources are invalid.'] });
  });

  it('obeys section 6 on creation: restricted workspaces, read-only teams, and outsiders', async () => {
    const { owner, member, outsider, teamA, teamB, ws, far } = await scene(t);
    const restricted = await makeWorkspace(t, { ownerTeamId: teamA, restrict: true, name: 'Locked' });
    const body = (workspaceId: number, extra: Record<string, unknown> = {}) => ({ name: 'X', type: 'Other', workspace_id: workspaceId, ...extra });

    const memberRefused = await call(t, member.token, 'POST', 'insights', body(restricted));
    expect(memberRefused.status).toBe(403);
    expect(memberRefused.body.message).toBe('Only admins of the owner team can create resources in this workspace.');
    expect((await call(t, owner.token, 'POST', 'insights', body(restricted))).status).toBe(201);
    // Every workspace named needs the right, not only workspace_id.
    expect((await call(t, member.token, 'POST', 'insights', body(ws, { workspace_ids: [restricted] }))).status).toBe(403);

    await attachReadOnly(t, ws, teamB);
    const readOnly = await call(t, outsider.token, 'POST', 'insights', body(ws));
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toBe('Your team has read-only access to this workspace.');

    expect((await call(t, owner.token, 'POST', 'insights', body(far))).status).toBe(404);
    expect((await call(t, owner.token, 'POST', 'insights', body(ws, { workspace_ids: [far] }))).status).toBe(404);
  });

  it('hides an insight from outsiders (404 on every route), and 404s malformed or huge ids', async () => {
    const { owner, outsider, ws } = await scene(t);
    const insight = await createInsightVia(t, owner.token, { name: 'Secret', workspace_id: String(ws) }, { name: 'a.pdf', bytes: PDF_BYTES });
    for (const [method, path, body] of [
      ['GET', `insights/${insight.id}`],
      ['PUT', `insights/${insight.id}`, { name: 'Mine' }],
      ['DELETE', `insights/${insight.id}`],
      ['GET', `insights/${insight.id}/file`],
      ['POST', `insights/${insight.id}/discussion`, { title: 'Hi' }],
    ] as [string, string, unknown?][]) {
      expect({ path, method, status: (await call(t, outsider.token, method, path, body)).status }).toEqual({ path, method, status: 404 });
    }
    expect((await call<Paged<unknown>>(t, outsider.token, 'GET', 'insights')).body.data).toEqual([]);
    expect((await call<Paged<unknown>>(t, outsider.token, 'GET', `insights?workspace_ids=${ws}`)).body.data).toEqual([]);
    expect((await call(t, owner.token, 'GET', 'insights/99999999999')).status).toBe(404);
    expect((await call(t, owner.token, 'GET', 'insights/12abc')).status).toBe(404);
    expect((await call(t, owner.token, 'GET', `insights/${insight.id + 1}`)).status).toBe(404);
  });
});

describe('access before the body', () => {
  it('answers a bad discussion body with 404 to outsiders; a bad update body with 403 to members who may not edit', async () => {
    const { owner, member, outsider, ws } = await scene(t);
    const insight = await createInsightVia(t, owner.token, { name: 'Kept', workspace_id: String(ws) });
    for (const body of [{ body: 42, name: 42 }, 'not an object']) {
      expect((await call(t, outsider.token, 'POST', `insights/${insight.id}/discussion`, body)).status).toBe(404);
      expect((await call(t, owner.token, 'POST', `insights/${insight.id}/discussion`, body)).status).toBe(422);
      expect((await call(t, outsider.token, 'PUT', `insights/${insight.id}`, body)).status).toBe(404);
      expect((await call(t, member.token, 'PUT', `insights/${insight.id}`, body)).status).toBe(403);
      expect((await call(t, owner.token, 'PUT', `insights/${insight.id}`, body)).status).toBe(422);
    }
    expect((await call<{ data: InsightDetail }>(t, owner.token, 'GET', `insights/${insight.id}`)).body.data.discussions).toEqual([]);
  });
});

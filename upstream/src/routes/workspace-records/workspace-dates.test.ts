import { eq } from 'drizzle-orm';
import type { WorkspaceDates } from '@/lib/contract/content-common';
import { fileWorkspaces, files, insights, insightWorkspaces, workspaceRetailers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeWorkspaceRetailer } from '../../test/content-fixtures';
import { call, scene } from '../../test/workspace-records-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const day = (d: string) => new Date(`${d}T23:30:00Z`);
type Dates = { data: WorkspaceDates };

describe('GET workspaces/dates', () => {
  it('answers nulls when the scope has no content, and needs a token', async () => {
    const { owner } = await scene(t);
    expect((await call(t, null, 'GET', 'workspaces/dates')).status).toBe(401);
    const res = await call<Dates>(t, owner.token, 'GET', 'workspaces/dates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { first: null, last: null } });
  });

  it('spans files (created), insights (applicable date, else created) and retailers (added) of the visible workspaces', async () => {
    const { owner, outsider, ws, ws2, wsOut, acme, other } = await scene(t);
    const db = t.deps.db;
    // Alpha: a file on 2024-03-05 and an insight applicable on 2024-01-15 though created later.
    await db.insert(files).values({ workspaceId: ws, name: 'Deck', createdAt: day('2024-03-05') });
    await db.insert(insights).values({ workspaceId: ws, name: 'Visit', type: 'visit', applicableDate: '2024-01-15', createdAt: day('2024-06-01') });
    // Beta: an insight without an applicable date and a retailer added on 2024-07-20.
    await db.insert(insights).values({ workspaceId: ws2, name: 'Call', type: 'call', createdAt: day('2024-02-10') });
    const { workspaceRetailerId } = await makeWorkspaceRetailer(t, { workspaceId: ws2, companyId: acme });
    await db
      .update(workspaceRetailers)
      .set({ createdAt: day('2024-07-20') })
      .where(eq(workspaceRetailers.id, workspaceRetailerId));
    // The outsider's workspace: older and newer content the owner must not see...
    const [secret] = await db
      .insert(files)
      .values({ workspaceId: wsOut, name: 'Secret', createdAt: day('2020-01-01') })
      .returning({ id: files.id });
    await makeWorkspaceRetailer(t, { workspaceId: wsOut, companyId: other });
    // ...unless it is shared into one of the owner's workspaces.
    const [shared] = await db
      .insert(insights)
      .values({ workspaceId: wsOut, name: 'Shared', type: 'visit', applicableDate: '2023-12-31' })
      .returning({ id: insights.id });
    await db.insert(insightWorkspaces).values([
      { insightId: shared.id, workspaceId: wsOut },
      { insightId: shared.id, workspaceId: ws2 },
    ]);

    const dates = async (token: string, q = '') => (await call<Dates>(t, token, 'GET', `workspaces/dates${q}`)).body.data;
    expect(await dates(owner.token)).toEqual({ first: '2023-12-31', last: '2024-07-20' });
    expect(await dates(owner.token, `?workspace_ids=${ws}`)).toEqual({ first: '2024-01-15', last: '2024-03-05' });
    expect(await dates(owner.token, `?workspace_ids=${ws},${wsOut}`)).toEqual({ first: '2024-01-15', last: '2024-03-05' });

    await db.insert(fileWorkspaces).values({ fileId: secret.id, workspaceId: ws });
    expect(await dates(owner.token, `?workspace_ids=${ws}`)).toEqual({ first: '2020-01-01', last: '2024-03-05' });
    const theirs = await dates(outsider.token);
    expect(theirs.first).toBe('2020-01-01');
    expect(theirs.last).toBe(new Date().toISOString().slice(0, 10));
  });

  it('answers 422 for malformed workspace ids', async () => {
    const { owner } = await scene(t);
    expect((await call(t, owner.token, 'GET', 'workspaces/dates?workspace_ids=x')).status).toBe(422);
  });
});

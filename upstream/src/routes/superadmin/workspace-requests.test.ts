import { eq } from 'drizzle-orm';
import { workspaceRequestResource } from '@/lib/contract/workspaces';
import { workspaces } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../test/fixtures';
import { call, callForm, notificationsOf, signUp } from '../../test/workspaces-kit';
import type { Caller } from '../../test/workspaces-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A super-administrator (admin@example.com in createTestApp) and a requester who administers a team. */
async function cast(): Promise<{ admin: Caller; requester: Caller; teamId: number }> {
  const admin = await signUp(t, 'admin@example.com', 'Super', 'Admin');
  const requester = await signUp(t, 'req@example.com', 'Rita', 'Requester');
  const teamId = await makeTeam(t, [{ userId: requester.id, role: 'admin' }], 'Rita’s team');
  return { admin, requester, teamId };
}

async function request(c: Awaited<ReturnType<typeof cast>>, name: string): Promise<number> {
  const res = await callForm(t, 'workspaces', c.requester.token, { name, team_id: String(c.teamId), restrict_resource_creation: 'true' });
  expect(res.status).toBe(201);
  return res.body.data?.id ?? 0;
}

describe('GET superadmin/pending-workspace-requests', () => {
  it('lists pending requests oldest first, with requester and owner team, paged', async () => {
    const c = await cast();
    const first = await request(c, 'First');
    await t.deps.db
      .update(workspaces)
      .set({ createdAt: new Date('2020-01-01') })
      .where(eq(workspaces.id, first));
    const second = await request(c, 'Second');
    await makeWorkspace(t, { ownerTeamId: c.teamId, name: 'Already approved' });
    const res = await call(t, 'GET', 'superadmin/pending-workspace-requests?per_page=1&page=2', c.admin.token);
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2 });
    const [item] = workspaceRequestResource.array().parse(res.body.data);
    expect(item).toMatchObject({
      id: second,
      approval_status: 'pending',
      restrict_resource_creation: true,
      requested_by: { id: c.requester.id, first_name: 'Rita', email: 'req@example.com' },
      owner_team: { id: c.teamId, name: 'Rita’s team', image: null },
    });
    const page1 = await call(t, 'GET', 'superadmin/pending-workspace-requests', c.admin.token);
    expect((page1.body.data as unknown as { id: number }[]).map((w) => w.id)).toEqual([first, second]);
  });

  it('is for super-administrators only (403), signed in (401), with a valid page (422)', async () => {
    const c = await cast();
    expect((await call(t, 'GET', 'superadmin/pending-workspace-requests', c.requester.token)).status).toBe(403);
    expect((await call(t, 'GET', 'superadmin/pending-workspace-requests')).status).toBe(401);
    expect((await call(t, 'GET', 'superadmin/pending-workspace-requests?page=0', c.admin.token)).status).toBe(422);
  });
});

describe('POST superadmin/approve-workspace and disapprove-workspace', () => {
  it('approves a request: the requester is told and the workspace opens', async () => {
    const c = await cast();
    const id = await request(c, 'Launch');
    expect(notificationsOf(t, c.admin.id)).toEqual([expect.objectContaining({ type: 'RecordCreated', kind: 'workspace_request', url: '/admin' })]);
    expect((await call(t, 'GET', 'workspaces', c.requester.token)).body.meta?.total).toBe(0);

    const res = await call(t, 'POST', 'superadmin/approve-workspace', c.admin.token, { workspace_id: id, note: 'Welcome' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, approval_status: 'approved', review_note: 'Welcome', owner_team: { id: c.teamId } });
    const [row] = await t.deps.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(row).toMatchObject({ approvalStatus: 'approved', reviewedBy: c.admin.id, reviewNote: 'Welcome' });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect(notificationsOf(t, c.requester.id)).toEqual([
      expect.objectContaining({ type: 'WorkspaceApproved', kind: 'workspace_approved', url: `/workspace/${id}`, workspace_id: id }),
    ]);

    const list = await call(t, 'GET', 'workspaces', c.requester.token);
    expect(list.body.data?.[0 as never]).toMatchObject({ id, approval_status: 'approved', restrict_resource_creation: true });
    expect((await call(t, 'GET', 'superadmin/pending-workspace-requests', c.admin.token)).body.meta?.total).toBe(0);
    // Approved now: goals can be set; reviewing again is refused.
    expect((await call(t, 'POST', `workspaces/${id}/goals`, c.requester.token, { goals: 'Go' })).status).toBe(200);
    const again = await call(t, 'POST', 'superadmin/disapprove-workspace', c.admin.token, { workspace_id: id });
    expect(again.status).toBe(422);
    expect(again.body.errors?.workspace_id).toEqual(['This workspace request has already been reviewed.']);
  });

  it('disapproves a request: the requester is told, it stays out of the list but shows in all', async () => {
    const c = await cast();
    const id = await request(c, 'Nope');
    const res = await call(t, 'POST', 'superadmin/disapprove-workspace', c.admin.token, { workspace_id: id, note: 'Duplicate' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ approval_status: 'disapproved', review_note: 'Duplicate' });
    expect(notificationsOf(t, c.requester.id)).toEqual([
      expect.objectContaining({
        type: 'WorkspaceDisapproved',
        kind: 'workspace_disapproved',
        message: 'Your workspace "Nope" has been disapproved. Note: Duplicate',
      }),
    ]);
    expect((await call(t, 'GET', 'workspaces', c.requester.token)).body.meta?.total).toBe(0);
    expect((await call(t, 'GET', 'workspaces/all', c.requester.token)).body.data?.[0 as never]).toMatchObject({
      id,
      approval_status: 'disapproved',
      review_note: 'Duplicate',
    });
    expect((await call(t, 'POST', `workspaces/${id}/invite`, c.requester.token, { email: 'x@example.com' })).body.errors?.workspace).toEqual([
      'This workspace request was not approved.',
    ]);
    expect((await call(t, 'POST', 'superadmin/approve-workspace', c.admin.token, { workspace_id: id })).status).toBe(422);
  });

  it('answers 422 for a missing or unknown workspace, 403 for others and 401 anonymous', async () => {
    const c = await cast();
    const id = await request(c, 'Launch');
    expect((await call(t, 'POST', 'superadmin/approve-workspace', c.admin.token, {})).body.errors?.workspace_id).toEqual([
      'The workspace id field is required.',
    ]);
    expect((await call(t, 'POST', 'superadmin/approve-workspace', c.admin.token, { workspace_id: 9999 })).body.errors?.workspace_id).toEqual([
      'The selected workspace id is invalid.',
    ]);
    expect((await call(t, 'POST', 'superadmin/disapprove-workspace', c.admin.token, { workspace_id: id, note: 'x'.repeat(1001) })).status).toBe(422);
    expect((await call(t, 'POST', 'superadmin/approve-workspace', c.requester.token, { workspace_id: id })).status).toBe(403);
    expect((await call(t, 'POST', 'superadmin/disapprove-workspace', c.requester.token, { workspace_id: id })).status).toBe(403);
    expect((await call(t, 'POST', 'superadmin/approve-workspace', undefined, { workspace_id: id })).status).toBe(401);
    const [row] = await t.deps.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(row.approvalStatus).toBe('pending');
  });
});

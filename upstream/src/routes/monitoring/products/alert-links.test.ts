import { eq } from 'drizzle-orm';
import type { AlertTaskLink, TaskMonitoringAlert } from '@/lib/contract/monitoring/alert-links';
import { monitoringProductDetailResource } from '@/lib/contract/monitoring/products';
import type { MonitoringProductDetail } from '@/lib/contract/monitoring/products';
import type { SnapshotResource, VersionResource } from '@/lib/contract/monitoring/snapshots';
import type { ShortCode, ShortCodeTarget } from '@/lib/contract/short-codes';
import { taskDetailResource } from '@/lib/contract/tasks';
import { companyTeams, monitoringAlertRules, teamMembers } from '../../../db/schema';
import { evaluateAlerts } from '../../../monitoring/alerts/evaluate-alerts';
import { recordPriceObservation } from '../../../monitoring/record/record-price';
import type { TestApp } from '../../../test/create-test-app';
import { makeTeam, makeWorkspace } from '../../../test/fixtures';
import { signUpUser } from '../../../test/helpers';
import { call, historyWorld, type HistoryScene, type Paged } from '../../../test/monitoring-history-kit';

let t: TestApp;
let s: HistoryScene;
historyWorld((world) => {
  ({ t, s } = world);
});

const page = (price: string) => `<html><body><h1>City bike</h1><p class="price">${price}</p></body></html>`;

/**
 * Acme's "price below 1,200.00 EUR → open a task" rule in a workspace of Acme's team that a field
 * team outside the company shares; the price falls from 1,249.00 to 1,199.00 with version 2.
 */
async function alertOpensTask() {
  const [{ teamId }] = await t.deps.db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, s.owner.id));
  const field = await signUpUser(t, 'field@example.com', 'Fiona', 'Field');
  const fieldTeam = await makeTeam(t, [{ userId: field.id, role: 'admin' }], 'Field team');
  const workspaceId = await makeWorkspace(t, { ownerTeamId: teamId, teamIds: [fieldTeam], name: 'Pricing' });
  // A second team of Acme's, not in the workspace: it sees the company, not the task.
  const carol = await signUpUser(t, 'carol@example.com', 'Carol', 'Company');
  const otherTeam = await makeTeam(t, [{ userId: carol.id, role: 'admin' }], 'Acme retail');
  await t.deps.db.insert(companyTeams).values({ companyId: s.acme, teamId: otherTeam });

  const capture = async (html: string) =>
    (await call<{ data: SnapshotResource }>(t, s.owner.token, 'POST', `${s.base}/snapshots`, { page_id: s.pageA.pageId, html })).body.data;
  const snapshotId = (await capture(page('1.249,00 €'))).id;
  await capture(page('1.199,00 €'));
  const [v2, v1] = (await call<Paged<VersionResource>>(t, s.owner.token, 'GET', `${s.base}/snapshots/${snapshotId}/versions`)).body.data;
  await t.deps.db.insert(monitoringAlertRules).values({
    monitoringProductId: s.productId,
    kind: 'price_below',
    thresholdAmount: 120000,
    currency: 'EUR',
    action: 'task',
    workspaceId,
    cooldownMinutes: 0,
    createdBy: s.owner.id,
  });

  const ctx = (versionId: number) => ({
    companyId: s.acme,
    productId: s.productId,
    productName: 'City bike',
    productCreatedBy: s.owner.id,
    pageId: s.pageA.pageId,
    pageUrl: 'https://shop-a.example/bike',
    variationId: null,
    retailer: 'Shop A',
    versionId,
  });
  const observe = (amount: number, versionId: number, at: string) =>
    recordPriceObservation(t.deps.db, {
      monitoringProductId: s.productId,
      pageId: s.pageA.pageId,
      variationId: null,
      amount,
      currency: 'EUR',
      availability: 'in_stock',
      source: 'jsonld',
      observedAt: new Date(at),
      versionId,
    });
  expect(await evaluateAlerts(t.deps, ctx(v1.id), await observe(124900, v1.id, '2026-11-20T10:00:00Z'))).toEqual([]);
  expect(await evaluateAlerts(t.deps, ctx(v2.id), await observe(119900, v2.id, '2026-11-21T10:00:00Z'))).toHaveLength(1);

  const product = (await call<{ data: MonitoringProductDetail }>(t, s.owner.token, 'GET', s.base)).body.data;
  return { field, carol, workspaceId, snapshotId, v2, product, taskId: product.alert_tasks[0]?.task.id ?? 0 };
}

describe('alerts that opened tasks, both ways', () => {
  it('the product lists the tasks its alerts opened, to readers of their workspace only', async () => {
    const w = await alertOpensTask();
    expect(monitoringProductDetailResource.strict().parse(w.product)).toEqual(w.product);
    expect(w.product.alert_tasks).toEqual<AlertTaskLink[]>([
      {
        event_id: expect.any(Number),
        message: 'Price below 1,200.00 EUR at Shop A: 1,199.00 EUR',
        created_at: expect.any(String),
        task: {
          id: w.taskId,
          title: 'Price below 1,200.00 EUR at Shop A: 1,199.00 EUR',
          completed: false,
          workspace_id: w.workspaceId,
          workspace_name: 'Pricing',
          url: `/workspace/${w.workspaceId}/tasks?taskId=${w.taskId}`,
        },
      },
    ]);
    const asMember = await call<{ data: MonitoringProductDetail }>(t, s.member.token, 'GET', s.base);
    expect(asMember.body.data.alert_tasks.map((a) => a.task.id)).toEqual([w.taskId]);
    // Carol reads the company but not the workspace: the product shows her no task.
    const asCarol = await call<{ data: MonitoringProductDetail }>(t, w.carol.token, 'GET', s.base);
    expect(asCarol.status).toBe(200);
    expect(asCarol.body.data.alert_tasks).toEqual([]);
    expect((await call(t, w.carol.token, 'GET', `tasks/${w.taskId}`)).status).toBe(404);
    // The field team shares the workspace, not the company: the product stays a 404.
    expect((await call(t, w.field.token, 'GET', s.base)).status).toBe(404);
  });

  it('the task shows the price change and links to the version — the links only for readers of the company', async () => {
    const w = await alertOpensTask();
    const asMember = await call<{ data: { monitoring_alert: TaskMonitoringAlert | null } }>(t, s.member.token, 'GET', `tasks/${w.taskId}`);
    expect(taskDetailResource.strict().safeParse(asMember.body.data).success).toBe(true);
    expect(asMember.body.data.monitoring_alert).toEqual<TaskMonitoringAlert>({
      message: 'Price below 1,200.00 EUR at Shop A: 1,199.00 EUR',
      created_at: expect.any(String),
      product_name: expect.any(String),
      retailer: 'Shop A',
      page_url: 'https://shop-a.example/bike',
      price: { amount: 119900, currency: 'EUR' },
      previous_price: { amount: 124900, currency: 'EUR' },
      availability: 'in_stock',
      previous_availability: 'in_stock',
      version_number: 2,
      product_url: `/company/${s.acme}/monitoring/${s.productId}`,
      version_url: `/company/${s.acme}/monitoring/${s.productId}/retailer-page-versions/${w.snapshotId}?version=${w.v2.id}`,
    });
    const asField = await call<{ data: { monitoring_alert: TaskMonitoringAlert | null } }>(t, w.field.token, 'GET', `tasks/${w.taskId}`);
    expect(asField.status).toBe(200);
    expect(asField.body.data.monitoring_alert).toMatchObject({
      price: { amount: 119900 },
      previous_price: { amount: 124900 },
      product_url: null,
      version_url: null,
    });
    // A task nobody's alert opened has none.
    const plain = await call<{ data: { id: number } }>(t, s.owner.token, 'POST', 'tasks', { workspace_id: w.workspaceId, title: 'Call the shop' });
    expect((await call<{ data: { monitoring_alert: unknown } }>(t, s.owner.token, 'GET', `tasks/${plain.body.data.id}`)).body.data.monitoring_alert).toBeNull();
  });

  it('a page version is shared by short link: company readers open it, others are refused', async () => {
    const w = await alertOpensTask();
    const made = await call<{ data: ShortCode }>(t, s.member.token, 'POST', 'short-code', { type: 'monitoring_version', id: w.v2.id });
    expect(made.status).toBe(201);
    const opened = await call<{ data: ShortCodeTarget }>(t, w.carol.token, 'GET', `short-code/${made.body.data.code}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toEqual({
      type: 'monitoring_version',
      id: w.v2.id,
      workspace_id: null,
      url: `/company/${s.acme}/monitoring/${s.productId}/retailer-page-versions/${w.snapshotId}?version=${w.v2.id}`,
    });
    // Outside the company: the record exists but is not theirs (403), and they cannot share it (404).
    expect((await call(t, w.field.token, 'GET', `short-code/${made.body.data.code}`)).status).toBe(403);
    expect((await call(t, s.outsider.token, 'POST', 'short-code', { type: 'monitoring_version', id: w.v2.id })).status).toBe(404);
    expect((await call(t, s.owner.token, 'POST', 'short-code', { type: 'monitoring_version', id: 999999 })).status).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { companyAssignees, follows, monitoringAlertRules, notifications, taskAssignees, tasks, teamMembers, users } from '../../db/schema';
import { startEngineWorld, type EngineWorld } from '../pipeline/engine-test-kit';
import { makePage, makeVariation } from '../pipeline/monitoring-test-kit';
import { addBusinessDays, localDate } from '../../services/reminders/reminder-dates';

/**
 * Issue 33: a monitoring alert reaches the retailer's account owner and the product's followers,
 * not the whole company; a `task` rule assigns its task to the owner. The engine for real against
 * the demo shop on loopback.
 */
describe('monitoring alerts that reach an owner', () => {
  let e: EngineWorld | null = null;
  afterEach(async () => {
    await e?.close();
    e = null;
  });

  async function cast(w: EngineWorld) {
    const [owner, follower] = await w.t.deps.db
      .insert(users)
      .values([
        { email: 'ola@example.com', firstName: 'Ola', lastName: 'Owner' },
        { email: 'fred@example.com', firstName: 'Fred', lastName: 'Follower' },
      ])
      .returning({ id: users.id });
    await w.t.deps.db.insert(teamMembers).values([
      { teamId: w.world.teamId, userId: owner.id, role: 'member' },
      { teamId: w.world.teamId, userId: follower.id, role: 'member' },
    ]);
    // Ola looks after the retailer (the account owner); Fred follows the monitored product.
    await w.t.deps.db
      .insert(companyAssignees)
      .values({ companyId: w.world.companyId, userId: owner.id, assignableType: 'retailer', assignableId: w.world.retailerId, role: 'Account owner' });
    await w.t.deps.db.insert(follows).values({ userId: follower.id, recordKind: 'monitoring_product', recordId: w.world.productId });
    return { ownerId: owner.id, followerId: follower.id };
  }
  const told = async (w: EngineWorld) =>
    (await w.t.deps.db.select().from(notifications).orderBy(notifications.createdAt)).map((n) => ({ userId: n.userId, type: n.type, data: n.data }));

  it('a price drop with a task rule opens one task assigned to the account owner, due in two business days, and tells only them and the followers', async () => {
    const w = (e = await startEngineWorld());
    const { ownerId, followerId } = await cast(w);
    const large = await makeVariation(w.t, w.world.productId, { name: 'Large' });
    const [rule] = await w.t.deps.db
      .insert(monitoringAlertRules)
      .values({
        monitoringProductId: w.world.productId,
        kind: 'price_below',
        thresholdAmount: 120000,
        currency: 'EUR',
        action: 'task',
        workspaceId: w.world.workspaceId,
        cooldownMinutes: 60,
        createdBy: w.world.adminId,
      })
      .returning();
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/espresso-machine`, { variationId: large });
    await w.scrape(page.id);
    expect(await told(w)).toEqual([]);

    w.shop.setPrice('espresso-machine', 119900);
    await w.scrape(page.id);
    const opened = await w.t.deps.db.select().from(tasks);
    expect(opened).toHaveLength(1);
    const [task] = opened;
    expect(task).toMatchObject({
      title: 'Price below 1,200.00 EUR at Demo-Shop: 1,199.00 EUR',
      workspaceId: w.world.workspaceId,
      dueDate: addBusinessDays(localDate(new Date(), 'UTC'), 2),
    });
    expect((await w.t.deps.db.select().from(taskAssignees).where(eq(taskAssignees.taskId, task.id))).map((a) => a.userId)).toEqual([ownerId]);

    const message = `Price below 1,200.00 EUR at Demo-Shop: 1,199.00 EUR. Espresso Machine Duo (Large) at Demo-Shop, ${page.url} (price: 1,299.00 EUR → 1,199.00 EUR)`;
    expect(await told(w)).toEqual([
      {
        userId: ownerId,
        type: 'TaskAssigned',
        data: expect.objectContaining({ message: `Monitoring alert: ${message}. Due ${task.dueDate}.`, record: `task:${task.id}` }),
      },
      {
        userId: followerId,
        type: 'monitoring.alert',
        data: expect.objectContaining({ title: 'Espresso Machine Duo', message, changes: ['price: 1,299.00 EUR → 1,199.00 EUR'], rule_id: rule.id }),
      },
    ]);
    // The admin and the member of the company, who neither own nor follow it, hear nothing.
    const heard = new Set((await told(w)).map((n) => n.userId));
    expect(heard.has(w.world.adminId) || heard.has(w.world.memberId)).toBe(false);
  }, 60_000);

  it('a drop and recovery inside the cooldown sends nothing more, and the next drop after it does', async () => {
    const w = (e = await startEngineWorld());
    const { followerId } = await cast(w);
    await w.t.deps.db.insert(monitoringAlertRules).values({
      monitoringProductId: w.world.productId,
      kind: 'price_change_pct',
      percent: 5,
      action: 'notify',
      cooldownMinutes: 60,
    });
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/espresso-machine`);
    await w.scrape(page.id);
    w.shop.setPrice('espresso-machine', 119900);
    await w.scrape(page.id);
    const first = await told(w);
    expect(first.map((n) => [n.userId, n.type])).toEqual([
      [(await w.t.deps.db.select().from(companyAssignees))[0].userId, 'monitoring.alert'],
      [followerId, 'monitoring.alert'],
    ]);

    // Back up (+8.3 %) and down again inside the hour: a flap, nothing more is sent.
    w.shop.setPrice('espresso-machine', 129900);
    await w.scrape(page.id);
    w.shop.setPrice('espresso-machine', 119900);
    await w.scrape(page.id);
    expect(await told(w)).toHaveLength(first.length);

    // Once the cooldown has passed, a change is news again.
    w.t.setNow(new Date(Date.now() + 61 * 60_000));
    w.shop.setPrice('espresso-machine', 129900);
    await w.scrape(page.id);
    expect((await told(w)).slice(first.length).map((n) => (n.data as { changes: string[] }).changes)).toEqual([
      ['price: 1,199.00 EUR → 1,299.00 EUR'],
      ['price: 1,199.00 EUR → 1,299.00 EUR'],
    ]);
  }, 60_000);

  it('falls back to the company admins when nobody owns or follows the product, and never tells a follower outside the company', async () => {
    const w = (e = await startEngineWorld());
    await w.t.deps.db.insert(monitoringAlertRules).values({ monitoringProductId: w.world.productId, kind: 'price_change_pct', percent: 5, cooldownMinutes: 0 });
    const [stranger] = await w.t.deps.db.insert(users).values({ email: 'st@example.com', firstName: 'Sam', lastName: 'Stranger' }).returning({ id: users.id });
    await w.t.deps.db.insert(follows).values({ userId: stranger.id, recordKind: 'monitoring_product', recordId: w.world.productId });
    const page = await makePage(w.t, w.world, `${w.shop.url}/products/espresso-machine`);
    await w.scrape(page.id);
    w.shop.setPrice('espresso-machine', 119900);
    await w.scrape(page.id);
    expect((await told(w)).map((n) => n.userId)).toEqual([w.world.adminId]);
  }, 60_000);
});

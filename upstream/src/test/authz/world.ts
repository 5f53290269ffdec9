import { unsubscribeToken } from '../../services/notification-mail/unsubscribe-token';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calendarFeeds, companyTeams, notifications, workspaceTeams } from '../../db/schema';
import type { TestApp } from '../create-test-app';
import { makeCompany } from '../content-fixtures';
import { makeTeam, makeWorkspace } from '../fixtures';
import { signUpUser } from '../helpers';
import { seedCatalogue } from './world-catalogue';
import { seedContent } from './world-content';
import { seedMonitoring } from './world-monitoring';
import { seedMonitoringHistory } from './world-monitoring-history';
import { seedWebhooks } from './world-webhooks';
import { seedMapCases } from './world-map-cases';
import { must } from './world-kit';

export const ACTORS = ['anon', 'stranger', 'roMember', 'roAdmin', 'fullMember', 'fullAdmin', 'mixed', 'owner', 'token', 'impersonator', 'superadmin'] as const;
export type ActorName = (typeof ACTORS)[number];

/**
 * The shared world: team O (admin `owner`, the author of every record) owns workspace W and, with
 * team F, company C; team F (admin `fullAdmin`, member `fullMember`) is attached to W with full
 * access; team R (admin `roAdmin`, member `roMember`) read-only; `stranger` administers team S,
 * which owns workspace SW, company SC and a pending workspace request PW. `token` is the owner's
 * custom token that may only read the user; `impersonator` is the super-administrator's
 * impersonation of fullMember. `mixed` administers read-only team R and is a plain member of F: for
 * writes in W a member, never an admin (decision 0006: role and access are checked in the same team).
 */
export async function seedWorld(t: TestApp) {
  const sign = (email: string, first: string) => signUpUser(t, email, first, 'Tester');
  const owner = await sign('owner@example.com', 'Olive');
  const fullMember = await sign('full-member@example.com', 'Fred');
  const fullAdmin = await sign('full-admin@example.com', 'Fay');
  const roMember = await sign('ro-member@example.com', 'Rob');
  const roAdmin = await sign('ro-admin@example.com', 'Rita');
  const stranger = await sign('stranger@example.com', 'Stan');
  const superadmin = await sign('admin@example.com', 'Sue');
  const mixed = await sign('mixed@example.com', 'Max');
  const teamO = await makeTeam(t, [{ userId: owner.id, role: 'admin' }], 'Owners');
  const teamF = await makeTeam(
    t,
    [
      { userId: fullAdmin.id, role: 'admin' },
      { userId: fullMember.id, role: 'member' },
      { userId: mixed.id, role: 'member' },
    ],
    'Full',
  );
  const teamR = await makeTeam(
    t,
    [
      { userId: roAdmin.id, role: 'admin' },
      { userId: roMember.id, role: 'member' },
      { userId: mixed.id, role: 'admin' },
    ],
    'Readers',
  );
  const teamS = await makeTeam(t, [{ userId: stranger.id, role: 'admin' }], 'Strangers');
  // Team X is attached to nothing: a team an admin could bring into W (POST workspaces/{id}/add, invite).
  const teamX = await makeTeam(
    t,
    [owner, fullAdmin, roAdmin].map((u) => ({ userId: u.id, role: 'admin' as const })),
    'Extra',
  );
  const ws = await makeWorkspace(t, { ownerTeamId: teamO, teamIds: [teamF, teamR], name: 'Shared' });
  await t.deps.db.update(workspaceTeams).set({ access: 'read_only' }).where(eq(workspaceTeams.teamId, teamR));
  const strangerWs = await makeWorkspace(t, { ownerTeamId: teamS, name: 'Elsewhere' });
  const pendingWs = await makeWorkspace(t, { ownerTeamId: teamS, name: 'Requested', approval: 'pending' });
  const company = await makeCompany(t, teamO, 'Acme');
  await t.deps.db.insert(companyTeams).values({ companyId: company, teamId: teamF });
  const strangerCompany = await makeCompany(t, teamS, 'Other');

  const token = (await must<{ token: string }>(t, owner.token, 'POST', 'user/generate-custom-token', { name: 'reader', abilities: ['user:read'] })).token;
  const impersonation = (await must<{ token: string }>(t, superadmin.token, 'POST', 'superadmin/impersonate', { user_id: fullMember.id })).token;
  const users = { owner, fullMember, fullAdmin, roMember, roAdmin, stranger, superadmin, mixed };
  const base = { users, teamO, teamF, teamR, teamS, teamX, ws, strangerWs, pendingWs, company, strangerCompany };
  const catalogue = await seedCatalogue(t, base);
  const content = await seedContent(t, base, catalogue);
  const monitoring = await seedMonitoring(t, base, catalogue);
  const monitoringHistory = await seedMonitoringHistory(t, monitoring);
  const webhooks = await seedWebhooks(t, base);
  const mapEnforcement = await seedMapCases(t, { company, retailer: catalogue.retailer, owner: owner.id }, { ...monitoring, ...monitoringHistory });
  const [notification] = await t.deps.db
    .insert(notifications)
    .values({ userId: owner.id, type: 'RecordCreated', data: { kind: 'test', title: 'Hello', message: 'A notification of the owner.' } })
    .returning({ id: notifications.id });
  // The owner's calendar subscription, under a secret the public feed route is called with.
  const feedSecret = 'authzMatrixFeedSecret0123456789_abcdefghijk';
  await t.deps.db.insert(calendarFeeds).values({ userId: owner.id, secretHash: createHash('sha256').update(feedSecret).digest('hex') });
  const tokens: Record<ActorName, string | null> = {
    anon: null,
    stranger: stranger.token,
    roMember: roMember.token,
    roAdmin: roAdmin.token,
    fullMember: fullMember.token,
    fullAdmin: fullAdmin.token,
    mixed: mixed.token,
    owner: owner.token,
    token,
    impersonator: impersonation,
    superadmin: superadmin.token,
  };
  return {
    ...base,
    ...catalogue,
    ...content,
    ...monitoring,
    ...monitoringHistory,
    ...webhooks,
    ...mapEnforcement,
    notification: notification.id,
    calendarFeedFile: `${feedSecret}.ics`,
    // The owner's link to stop one kind of notification mail (decision 0032).
    unsubscribeToken: unsubscribeToken(t.deps.config.notificationMail.linkSecret, owner.id, 'imports'),
    tokens,
  };
}

export type BaseWorld = {
  users: Record<'owner' | 'fullMember' | 'fullAdmin' | 'roMember' | 'roAdmin' | 'stranger' | 'superadmin' | 'mixed', { token: string; id: number }>;
  teamO: number;
  teamF: number;
  teamR: number;
  teamS: number;
  teamX: number;
  ws: number;
  strangerWs: number;
  pendingWs: number;
  company: number;
  strangerCompany: number;
};
export type World = Awaited<ReturnType<typeof seedWorld>>;

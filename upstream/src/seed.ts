import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { describeError } from './db/open-failure';
import { companies, companyTeams, teamMembers, teams, users, workspaces, workspaceTeams } from './db/schema';
import { loadConfig } from './env';
import { seedMonitoring } from './seed-monitoring';

/**
 * `npm run seed`: demo data (a super-administrator, two users, a team, a workspace, a company, a
 * product monitored at the demo shop).
 * Idempotent: running it twice changes nothing.
 */
const SUPERADMIN = 'admin@collab.local';
const PEOPLE = [
  { email: SUPERADMIN, firstName: 'Sam', lastName: 'Admin' },
  { email: 'ada@collab.local', firstName: 'Ada', lastName: 'Lovelace' },
  { email: 'grace@collab.local', firstName: 'Grace', lastName: 'Hopper' },
];

async function main() {
  process.env.DATA_DIR ??= '.data';
  const config = loadConfig();
  // PGlite is single-process: openDatabase refuses while the upstream (or anything else) holds the
  // folder ("the database in .data is in use by process N"), before changing anything.
  const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') });
  const ids: Record<string, number> = {};
  for (const p of PEOPLE) {
    const [found] = await db.select().from(users).where(eq(users.email, p.email)).limit(1);
    const row =
      found ??
      (
        await db
          .insert(users)
          .values({ ...p, emailVerifiedAt: new Date(), business: { company_name: 'Demo Company', role: 'Manager' } })
          .returning()
      )[0];
    ids[p.email] = row.id;
  }
  let [company] = await db.select().from(companies).where(eq(companies.subdomain, 'demo-company')).limit(1);
  company ??= (
    await db
      .insert(companies)
      .values({ name: 'Demo Company', subdomain: 'demo-company', description: 'A company to try things out with.', createdBy: ids['ada@collab.local'] })
      .returning()
  )[0];
  let [team] = await db.select().from(teams).where(eq(teams.name, 'Demo Team')).limit(1);
  if (!team) {
    team = (
      await db
        .insert(teams)
        .values({ name: 'Demo Team', description: 'Ada (admin) and Grace (member).', companyId: company.id, createdBy: ids['ada@collab.local'] })
        .returning()
    )[0];
    await db.insert(teamMembers).values([
      { teamId: team.id, userId: ids['ada@collab.local'], role: 'admin' },
      { teamId: team.id, userId: ids['grace@collab.local'], role: 'member' },
    ]);
    await db.insert(companyTeams).values({ companyId: company.id, teamId: team.id });
  }
  let [workspace] = await db.select().from(workspaces).where(eq(workspaces.name, 'Demo Workspace')).limit(1);
  if (!workspace) {
    workspace = (
      await db
        .insert(workspaces)
        .values({
          name: 'Demo Workspace',
          description: 'Shared by the Demo Team.',
          ownerTeamId: team.id,
          approvalStatus: 'approved',
          requestedBy: ids['ada@collab.local'],
        })
        .returning()
    )[0];
    await db.insert(workspaceTeams).values({ workspaceId: workspace.id, teamId: team.id });
  }
  const watched = await seedMonitoring(db, {
    companyId: company.id,
    userId: ids['ada@collab.local'],
    workspaceId: workspace.id,
    shopPort: Number(process.env.DEMO_SHOP_PORT ?? 4500),
  });
  await close();
  const outbox = `http://127.0.0.1:${config.port}/_dev/mail?to=<email>`;
  console.log(`Seeded: company #${company.id} "${company.name}", team #${team.id} "${team.name}", workspace #${workspace.id} "${workspace.name}",
monitoring product #${watched.id} "${watched.name}" at two demo-shop retailers (http://127.0.0.1:4500).

Sign in at ${config.appUrl}/login with one of:
  ${SUPERADMIN}   super-administrator (when SUPERADMIN_EMAILS includes it; npm start sets that by default)
  ada@collab.local     team admin
  grace@collab.local   team member
The sign-in code is mailed to the outbox: ${config.mail.outboxDir} or ${outbox}`);
}

main().catch((err: unknown) => {
  console.error(describeError(err));
  if (err instanceof DataDirInUseError) console.error('Stop it (Ctrl+C on npm start), seed, then start again.');
  process.exit(1);
});

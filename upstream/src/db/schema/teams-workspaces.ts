import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns';
import { users } from './users';

/**
 * Who works together: companies, their teams and members, workspaces, and the invitations into
 * teams and workspaces.
 */

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    description: text('description'),
    website: text('website'),
    industry: text('industry'),
    image: text('image'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('companies_subdomain_unique').on(t.subdomain)],
);

export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  image: text('image'),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

export const companyTeams = pgTable(
  'company_teams',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.teamId] })],
);

export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  image: text('image'),
  ownerTeamId: integer('owner_team_id').references(() => teams.id, { onDelete: 'set null' }),
  status: text('status').notNull().default('active'),
  goals: text('goals'),
  restrictResourceCreation: boolean('restrict_resource_creation').notNull().default(false),
  approvalStatus: text('approval_status', { enum: ['pending', 'approved', 'disapproved'] })
    .notNull()
    .default('pending'),
  requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewNote: text('review_note'),
  ...timestamps(),
});

export const workspaceTeams = pgTable(
  'workspace_teams',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** 'full' teams may write workspace content; 'read_only' teams only read it. */
    access: text('access', { enum: ['full', 'read_only'] })
      .notNull()
      .default('full'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.teamId] }), index('workspace_teams_team_idx').on(t.teamId)],
);

/** An email invited to a team with a role; accepted or declined by the invited user. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'member'] }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_invites_team_email_unique').on(t.teamId, t.email), index('team_invites_email_idx').on(t.email)],
);

/**
 * An invitation into a workspace: either a team (accepted by one of its admins) or a user by email
 * (who, on accepting, brings one of their admin teams in).
 */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email'),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('workspace_invites_workspace_idx').on(t.workspaceId),
    index('workspace_invites_email_idx').on(t.email),
    index('workspace_invites_team_idx').on(t.teamId),
  ],
);

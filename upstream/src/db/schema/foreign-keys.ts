import { integer } from 'drizzle-orm/pg-core';
import { companies, workspaces } from './teams-workspaces';
import { users } from './users';

/**
 * The references most tables repeat. Each helper returns a new column builder. Not re-exported by
 * index.ts (it holds no table), and not used by users.ts or teams-workspaces.ts, which it imports:
 * those write their references out, so the files import each other in one direction only.
 */

/** The user who created the row; the row stays (with null) when that user is deleted. */
export const createdBy = () => integer('created_by').references(() => users.id, { onDelete: 'set null' });

/** A user the row belongs to; deleting the user deletes the row. */
export const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The company the row belongs to; deleting the company deletes the row. */
export const companyId = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** The workspace the row belongs to; deleting the workspace deletes the row. */
export const workspaceId = () =>
  integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

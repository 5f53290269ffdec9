import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, companyRetailers, products } from './catalogue';
import { createdAt, listIndexes, timestamps, trigram } from './columns';
import { createdBy, workspaceId } from './foreign-keys';
import { users } from './users';

/**
 * Workspace content: the company records brought into a workspace, notes on them, files and their
 * versions, insights and their resources. Discussions are in discussions.ts.
 */

/** A company retailer brought into a workspace (one link per workspace and company retailer). */
export const workspaceRetailers = pgTable(
  'workspace_retailers',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    companyRetailerId: integer('company_retailer_id')
      .notNull()
      .references(() => companyRetailers.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('workspace_retailers_unique').on(t.workspaceId, t.companyRetailerId), index('workspace_retailers_retailer_idx').on(t.companyRetailerId)],
);

export const workspaceBrands = pgTable(
  'workspace_brands',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('workspace_brands_unique').on(t.workspaceId, t.brandId), index('workspace_brands_brand_idx').on(t.brandId)],
);

export const workspaceProducts = pgTable(
  'workspace_products',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('workspace_products_unique').on(t.workspaceId, t.productId), index('workspace_products_product_idx').on(t.productId)],
);

/** A note on exactly one workspace retailer, brand or product. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    workspaceRetailerId: integer('workspace_retailer_id').references(() => workspaceRetailers.id, { onDelete: 'cascade' }),
    workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'cascade' }),
    workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('notes_retailer_idx').on(t.workspaceRetailerId),
    index('notes_brand_idx').on(t.workspaceBrandId),
    index('notes_product_idx').on(t.workspaceProductId),
    check('notes_one_subject', sql`num_nonnulls(${t.workspaceRetailerId}, ${t.workspaceBrandId}, ${t.workspaceProductId}) = 1`),
  ],
);

/**
 * A shared document. `workspace_id` is the workspace it was created in (deleting that workspace
 * deletes it); file_workspaces lists every workspace it is shared with, the owner included.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'set null' }),
    workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('files_workspace_idx').on(t.workspaceId, t.createdAt),
    // Files are shared with workspaces through file_workspaces, so their lists walk the whole order.
    ...listIndexes('files', t),
    trigram('files', t.name),
    trigram('files', t.description),
  ],
);

export const fileWorkspaces = pgTable(
  'file_workspaces',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.workspaceId] }), index('file_workspaces_workspace_idx').on(t.workspaceId)],
);

export const fileRetailers = pgTable(
  'file_retailers',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    workspaceRetailerId: integer('workspace_retailer_id')
      .notNull()
      .references(() => workspaceRetailers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.workspaceRetailerId] }), index('file_retailers_retailer_idx').on(t.workspaceRetailerId)],
);

/** Stored bytes (storage name, original name, sniffed type, size) or an external URL. */
const storedContent = {
  storageName: text('storage_name'),
  originalName: text('original_name'),
  mime: text('mime'),
  size: bigint('size', { mode: 'number' }),
  externalUrl: text('external_url'),
};

/** Versions number 1, 2, 3… per file; the highest is the file's current content. */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    ...storedContent,
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('file_versions_unique').on(t.fileId, t.version)],
);

export const insights = pgTable(
  'insights',
  {
    id: serial('id').primaryKey(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    workspaceRetailerId: integer('workspace_retailer_id').references(() => workspaceRetailers.id, { onDelete: 'set null' }),
    retailerLocation: text('retailer_location'),
    summary: text('summary'),
    category: text('category'),
    workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'set null' }),
    workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'set null' }),
    applicableDate: date('applicable_date', { mode: 'string' }),
    ...storedContent,
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('insights_workspace_idx').on(t.workspaceId, t.createdAt),
    index('insights_retailer_idx').on(t.workspaceRetailerId),
    // Shared through insight_workspaces, like files.
    ...listIndexes('insights', t),
    trigram('insights', t.name),
    trigram('insights', t.summary),
  ],
);

export const insightWorkspaces = pgTable(
  'insight_workspaces',
  {
    insightId: integer('insight_id')
      .notNull()
      .references(() => insights.id, { onDelete: 'cascade' }),
    workspaceId: workspaceId(),
  },
  (t) => [primaryKey({ columns: [t.insightId, t.workspaceId] }), index('insight_workspaces_workspace_idx').on(t.workspaceId)],
);

/** Supporting documents of an insight; pending (insight_id null) until attached. */
export const insightResources = pgTable(
  'insight_resources',
  {
    id: serial('id').primaryKey(),
    insightId: integer('insight_id').references(() => insights.id, { onDelete: 'cascade' }),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageName: text('storage_name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('insight_resources_insight_idx').on(t.insightId), index('insight_resources_pending_idx').on(t.uploadedBy, t.insightId)],
);

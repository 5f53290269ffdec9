import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHORT_CODE_TYPES } from '@/lib/contract/short-codes';

/** All tables of the upstream, in one file (saas-starter's habit); migrations sit beside it. */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The indexes of a paged list (decision 0010): one per order it offers, each ending in the id that
 * breaks ties — `(scope…, lower(name), id)` for names (sorted case-insensitively) and `(scope…,
 * created_at, id)` for dates — and a trigram GIN index per searched column, which serves `ILIKE
 * '%term%'` (the pg_trgm extension, created by migration 0006; PGlite loads it in db/client.ts).
 */
type ListColumns = { id: AnyPgColumn; name: AnyPgColumn; createdAt: AnyPgColumn };
const listIndexes = (table: string, t: ListColumns, scope?: AnyPgColumn) => [
  scope ? index(`${table}_list_name_idx`).on(scope, sql`lower(${t.name})`, t.id) : index(`${table}_list_name_idx`).on(sql`lower(${t.name})`, t.id),
  scope ? index(`${table}_list_created_idx`).on(scope, t.createdAt, t.id) : index(`${table}_list_created_idx`).on(t.createdAt, t.id),
];
const trigram = (table: string, column: AnyPgColumn) => index(`${table}_${column.name}_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`);

export type BusinessData = {
  company_name: string;
  role: string;
  industry?: string;
  company_size?: string;
  website?: string;
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    type: text('type'),
    defaultWorkspaceId: integer('default_workspace_id'),
    business: jsonb('business').$type<BusinessData>(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), trigram('users', t.email), trigram('users', t.firstName), trigram('users', t.lastName)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'login'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.purpose)],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: ['session', 'full_access', 'custom', 'impersonation'] }).notNull(),
    abilities: jsonb('abilities').$type<string[]>().notNull().default(sql`'["*"]'::jsonb`),
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_tokens_hash_unique').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/** Fixed-window counters; kept in Postgres so several upstream instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const impersonations = pgTable('impersonations', {
  id: serial('id').primaryKey(),
  impersonatorId: integer('impersonator_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  impersonatedId: integer('impersonated_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenId: integer('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_name_unique').on(t.name)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.readAt)],
);

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
    ...timestamps,
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
  ...timestamps,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
  ...timestamps,
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workspace_invites_workspace_idx').on(t.workspaceId),
    index('workspace_invites_email_idx').on(t.email),
    index('workspace_invites_team_idx').on(t.teamId),
  ],
);

/** A phone number waiting for its SMS code (one per user). */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Google Calendar connection of a user (OAuth tokens; never returned by the API). */
export const googleTokens = pgTable('google_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  scope: text('scope'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  googleEmail: text('google_email'),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Companies and their catalogue (issue 4) ────────────────────────────────────────────────

/** Shared directories (across companies): anyone signed in reads and adds entries. */
const directoryColumns = {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  country: text('country'),
  description: text('description'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
const directoryIndexes = (table: string) => (t: ListColumns) => [...listIndexes(table, t), trigram(table, t.name)];
export const directoryRetailers = pgTable('directory_retailers', directoryColumns, directoryIndexes('directory_retailers'));
export const directoryPartners = pgTable('directory_partners', directoryColumns, directoryIndexes('directory_partners'));
export const directoryDistributors = pgTable('directory_distributors', directoryColumns, directoryIndexes('directory_distributors'));

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    address: text('address'),
    parentCompany: text('parent_company'),
    tagline: text('tagline'),
    brandStory: text('brand_story'),
    category: text('category'),
    subCategory: text('sub_category'),
    targetDemographics: text('target_demographics'),
    websiteUrl: text('website_url'),
    d2cStoreUrl: text('d2c_store_url'),
    amazonUrl: text('amazon_url'),
    walmartUrl: text('walmart_url'),
    linkedinUrl: text('linkedin_url'),
    instagramUrl: text('instagram_url'),
    facebookUrl: text('facebook_url'),
    tiktokUrl: text('tiktok_url'),
    youtubeUrl: text('youtube_url'),
    otherSocialUrls: jsonb('other_social_urls').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    certifications: jsonb('certifications').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sustainabilityClaims: text('sustainability_claims'),
    allergenStatement: text('allergen_statement'),
    regulatoryNotes: text('regulatory_notes'),
    image: text('image'),
    ...timestamps,
  },
  (t) => [...listIndexes('brands', t, t.companyId), trigram('brands', t.name)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    sku: text('sku'),
    upc: text('upc'),
    category: text('category'),
    /** Suggested retail price in cents. */
    msrpCents: integer('msrp_cents'),
    ...timestamps,
  },
  (t) => [...listIndexes('products', t, t.companyId), trigram('products', t.name), index('products_brand_idx').on(t.brandId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    title: text('title'),
    description: text('description'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const retailerCategories = pgTable(
  'retailer_categories',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('retailer_categories_company_name_unique').on(t.companyId, t.name)],
);

/** A retailer a company sells through, optionally linked to the shared directory entry. */
export const companyRetailers = pgTable(
  'company_retailers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    directoryRetailerId: integer('directory_retailer_id').references(() => directoryRetailers.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => retailerCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    locations: jsonb('locations').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    image: text('image'),
    ...timestamps,
  },
  (t) => [...listIndexes('company_retailers', t, t.companyId), trigram('company_retailers', t.name)],
);

export const retailerProducts = pgTable(
  'retailer_products',
  {
    id: serial('id').primaryKey(),
    companyRetailerId: integer('company_retailer_id')
      .notNull()
      .references(() => companyRetailers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    retailerSku: text('retailer_sku'),
    priceCents: integer('price_cents'),
    url: text('url'),
    status: text('status', { enum: ['listed', 'pending', 'delisted'] })
      .notNull()
      .default('listed'),
    ...timestamps,
  },
  (t) => [uniqueIndex('retailer_products_unique').on(t.companyRetailerId, t.productId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyRetailerId: integer('company_retailer_id').references(() => companyRetailers.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [index('contacts_company_idx').on(t.companyId), index('contacts_retailer_idx').on(t.companyRetailerId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    companyRetailerId: integer('company_retailer_id').references(() => companyRetailers.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body'),
    author: text('author'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('reviews_company_idx').on(t.companyId), index('reviews_product_idx').on(t.productId), index('reviews_retailer_idx').on(t.companyRetailerId)],
);

/** A company's own partner / distributor records, optionally linked to a directory entry. */
export const companyPartners = pgTable(
  'company_partners',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    directoryPartnerId: integer('directory_partner_id').references(() => directoryPartners.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [...listIndexes('company_partners', t, t.companyId), trigram('company_partners', t.name)],
);

export const companyDistributors = pgTable(
  'company_distributors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    directoryDistributorId: integer('directory_distributor_id').references(() => directoryDistributors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    ...timestamps,
  },
  (t) => [...listIndexes('company_distributors', t, t.companyId), trigram('company_distributors', t.name)],
);

/** Master agreements: a company's link to a shared directory partner / distributor. */
export const masterPartners = pgTable(
  'master_partners',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    directoryPartnerId: integer('directory_partner_id')
      .notNull()
      .references(() => directoryPartners.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('master_partners_unique').on(t.companyId, t.directoryPartnerId)],
);

export const masterDistributors = pgTable(
  'master_distributors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    directoryDistributorId: integer('directory_distributor_id')
      .notNull()
      .references(() => directoryDistributors.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('master_distributors_unique').on(t.companyId, t.directoryDistributorId)],
);

/** A user assigned to look after one of the company's brands, products or retailers. */
export const companyAssignees = pgTable(
  'company_assignees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignableType: text('assignable_type', { enum: ['brand', 'product', 'retailer'] }).notNull(),
    assignableId: integer('assignable_id').notNull(),
    role: text('role'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_assignees_unique').on(t.companyId, t.userId, t.assignableType, t.assignableId)],
);

/** People of the company (users with an account) and their title there; access still follows teams. */
export const companyUsers = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_users_unique').on(t.companyId, t.userId)],
);

/* ---------------------------------------------------------------- workspace content (issue 5) */

/** A company retailer brought into a workspace (one link per workspace and company retailer). */
export const workspaceRetailers = pgTable(
  'workspace_retailers',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    companyRetailerId: integer('company_retailer_id')
      .notNull()
      .references(() => companyRetailers.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('workspace_retailers_unique').on(t.workspaceId, t.companyRetailerId), index('workspace_retailers_retailer_idx').on(t.companyRetailerId)],
);

export const workspaceBrands = pgTable(
  'workspace_brands',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('workspace_brands_unique').on(t.workspaceId, t.brandId), index('workspace_brands_brand_idx').on(t.brandId)],
);

export const workspaceProducts = pgTable(
  'workspace_products',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
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
    ...timestamps,
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
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'set null' }),
    workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
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
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_versions_unique').on(t.fileId, t.version)],
);

export const insights = pgTable(
  'insights',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
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
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
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
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insight_resources_insight_idx').on(t.insightId), index('insight_resources_pending_idx').on(t.uploadedBy, t.insightId)],
);

/** A discussion on a file, an insight, a meeting or a task (exactly one). */
export const discussions = pgTable(
  'discussions',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'cascade' }),
    insightId: integer('insight_id').references(() => insights.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id').references((): AnyPgColumn => meetings.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('discussions_file_idx').on(t.fileId),
    index('discussions_insight_idx').on(t.insightId),
    index('discussions_meeting_idx').on(t.meetingId),
    index('discussions_task_idx').on(t.taskId),
  ],
);

export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: serial('id').primaryKey(),
    discussionId: integer('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('discussion_comments_discussion_idx').on(t.discussionId, t.createdAt)],
);

/* ---------------------------------------------------------------- meetings, tasks, short links (issue 6) */

/** A meeting of one workspace. Times are instants (UTC); `time_zone` is the zone it was planned in. */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    workspaceRetailerId: integer('workspace_retailer_id').references(() => workspaceRetailers.id, { onDelete: 'set null' }),
    workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'set null' }),
    workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('meetings_workspace_idx').on(t.workspaceId, t.startsAt, t.id),
    index('meetings_starts_idx').on(t.startsAt),
    ...listIndexes('meetings', { id: t.id, name: t.title, createdAt: t.createdAt }, t.workspaceId),
    trigram('meetings', t.title),
    trigram('meetings', t.description),
  ],
);

export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.meetingId, t.userId] }), index('meeting_attendees_user_idx').on(t.userId)],
);

/** Goals and topics of a meeting, ordered by `position` (0..n-1, rewritten by the order calls). */
const agendaItem = {
  id: serial('id').primaryKey(),
  meetingId: integer('meeting_id')
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  position: integer('position').notNull().default(0),
  ...timestamps,
};
export const meetingGoals = pgTable('meeting_goals', agendaItem, (t) => [index('meeting_goals_meeting_idx').on(t.meetingId, t.position)]);
export const meetingTopics = pgTable(
  'meeting_topics',
  {
    ...agendaItem,
    durationMinutes: integer('duration_minutes'),
  },
  (t) => [index('meeting_topics_meeting_idx').on(t.meetingId, t.position)],
);

/** A task of one workspace; `parent_id` makes it a subtask; `meeting_id` when created from a meeting. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    meetingId: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    workspaceRetailerId: integer('workspace_retailer_id').references(() => workspaceRetailers.id, { onDelete: 'set null' }),
    workspaceBrandId: integer('workspace_brand_id').references(() => workspaceBrands.id, { onDelete: 'set null' }),
    workspaceProductId: integer('workspace_product_id').references(() => workspaceProducts.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('tasks_workspace_idx').on(t.workspaceId, t.dueDate),
    index('tasks_parent_idx').on(t.parentId, t.position),
    // The lists show top-level tasks: the default work order (done last, due soonest, newest), by title, by date.
    index('tasks_work_order_idx')
      .on(t.workspaceId, sql`(${t.completedAt} is not null)`, t.dueDate.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null`),
    // The open tasks alone in the work order (migration 0008): a late page of the default list reads
    // them backwards from the end, and in tasks_work_order_idx every done task sits there first.
    index('tasks_open_order_idx')
      .on(t.workspaceId, sql`(${t.completedAt} is not null)`, t.dueDate.asc().nullsLast(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.parentId} is null and ${t.completedAt} is null`),
    index('tasks_list_name_idx').on(t.workspaceId, sql`lower(${t.title})`, t.id).where(sql`${t.parentId} is null`),
    index('tasks_list_created_idx').on(t.workspaceId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    trigram('tasks', t.title),
    trigram('tasks', t.description),
    index('tasks_meeting_idx').on(t.meetingId),
  ],
);

export const taskAssignees = pgTable(
  'task_assignees',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.userId] }), index('task_assignees_user_idx').on(t.userId)],
);

/** Workspace files attached to a task (the file lives on; detaching removes only this link). */
export const taskFiles = pgTable(
  'task_files',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    attachedBy: integer('attached_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.fileId] }), index('task_files_file_idx').on(t.fileId)],
);

/** `/s/{code}`: a short code pointing at a file, insight, meeting, task or monitored page version. */
export const shortCodes = pgTable(
  'short_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    targetType: text('target_type', { enum: SHORT_CODE_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('short_codes_code_unique').on(t.code), index('short_codes_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Rows per list and scope (a company's brands, a workspace's files, …), kept by statement-level
 * triggers (migration 0007, decision 0012) so the unfiltered total of a list is one index lookup
 * instead of a count of its whole scope. `scope_id` is 0 for the global lists (directories, users).
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    scopeId: integer('scope_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.scopeId] })],
);

export * from './schema-monitoring';
export * from './schema-reliability';

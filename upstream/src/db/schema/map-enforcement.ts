import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, companyRetailers, contacts } from './catalogue';
import { at, createdAt, timestamps } from './columns';
import { companyId, createdBy } from './foreign-keys';
import { tasks } from './meetings-tasks';
import { monitoringPages, monitoringPrices, monitoringProducts, monitoringVariations, monitoringVersions } from './monitoring';
import { companies } from './teams-workspaces';
import { users } from './users';

/**
 * MAP enforcement (issue 35, decision 0035): cases opened from violations and followed to
 * compliance, the sellers seen on marketplace pages, the authorised-seller lists, and published
 * retailer scorecards. Money is an integer of minor units plus an ISO 4217 code, as in monitoring.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

export const MAP_CASE_REASONS = ['below_map', 'unauthorized_seller'] as const;
export type MapCaseReason = (typeof MAP_CASE_REASONS)[number];
export const MAP_SEVERITIES = ['minor', 'major', 'severe'] as const;
export type MapSeverity = (typeof MAP_SEVERITIES)[number];

/** A company's enforcement settings; a company without a row uses the defaults (read-map-settings.ts). */
export const mapSettings = pgTable('map_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  gracePercent: doublePrecision('grace_percent').notNull().default(1),
  minorBelowPercent: doublePrecision('minor_below_percent').notNull().default(5),
  majorBelowPercent: doublePrecision('major_below_percent').notNull().default(15),
  repeatWindowDays: integer('repeat_window_days').notNull().default(30),
  noticeSubject: text('notice_subject'),
  noticeBody: text('notice_body'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One offence at one page (and variation) by one seller (`seller_key` '' = the retailer itself).
 * At most one open case per key; a repeat inside the company's window reopens the last case at the
 * next level instead of opening another.
 */
export const mapCases = pgTable(
  'map_cases',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    monitoringProductId: integer('monitoring_product_id')
      .notNull()
      .references(() => monitoringProducts.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => monitoringPages.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => monitoringVariations.id, { onDelete: 'set null' }),
    companyRetailerId: integer('company_retailer_id').references(() => companyRetailers.id, { onDelete: 'set null' }),
    sellerKey: text('seller_key').notNull().default(''),
    sellerName: text('seller_name'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    level: integer('level').notNull().default(1),
    reasons: jsonb('reasons').$type<MapCaseReason[]>().notNull().default(sql`'[]'::jsonb`),
    severity: text('severity', { enum: MAP_SEVERITIES }),
    mapAmount: money('map_amount'),
    currency: text('currency'),
    amount: money('amount'),
    gapPercent: doublePrecision('gap_percent'),
    /** The evidence of the current level: the price point (or seller offer) and the version that proved it. */
    priceId: integer('price_id').references(() => monitoringPrices.id, { onDelete: 'set null' }),
    sellerOfferId: integer('seller_offer_id'),
    versionId: integer('version_id').references(() => monitoringVersions.id, { onDelete: 'set null' }),
    openedAt: at('opened_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    closedAt: at('closed_at'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    resolvingPriceId: integer('resolving_price_id').references(() => monitoringPrices.id, { onDelete: 'set null' }),
    resolvingVersionId: integer('resolving_version_id').references(() => monitoringVersions.id, { onDelete: 'set null' }),
    /** Seconds from this level's opening to the check that found the price back at or above MAP. */
    timeToComplianceSeconds: integer('time_to_compliance_seconds'),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    noticeSubject: text('notice_subject'),
    noticeBody: text('notice_body'),
    noticeTo: text('notice_to'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('map_cases_open_unique').on(t.pageId, sql`coalesce(${t.variationId}, 0)`, t.sellerKey).where(sql`status = 'open'`),
    index('map_cases_key_idx').on(t.pageId, t.sellerKey, t.closedAt),
    index('map_cases_company_idx').on(t.companyId, t.updatedAt, t.id),
    index('map_cases_retailer_idx').on(t.companyRetailerId, t.openedAt),
    index('map_cases_product_idx').on(t.monitoringProductId, t.openedAt),
  ],
);

export const MAP_CASE_EVENT_KINDS = [
  'opened',
  'reopened',
  'evidence',
  'closed',
  'notice_drafted',
  'notice_sent',
  'closed_by_hand',
  'reopened_by_hand',
] as const;

/** The case's timeline: what the checks found and what people did. */
export const mapCaseEvents = pgTable(
  'map_case_events',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mapCases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAP_CASE_EVENT_KINDS }).notNull(),
    level: integer('level').notNull(),
    amount: money('amount'),
    currency: text('currency'),
    priceId: integer('price_id').references(() => monitoringPrices.id, { onDelete: 'set null' }),
    versionId: integer('version_id').references(() => monitoringVersions.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('map_case_events_case_idx').on(t.caseId, t.id)],
);

/** A notice sent on a case; the key makes a retried "send" return the first one without mailing again. */
export const mapCaseNotices = pgTable(
  'map_case_notices',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => mapCases.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    level: integer('level').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    evidenceUrl: text('evidence_url'),
    status: text('status', { enum: ['sending', 'sent', 'failed'] })
      .notNull()
      .default('sending'),
    sentBy: createdBy(),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('map_case_notices_key_unique').on(t.caseId, t.idempotencyKey)],
);

/** Offers by seller on a marketplace page: one row per change of a seller's price, availability or buy box (like prices). */
export const monitoringSellerOffers = pgTable(
  'monitoring_seller_offers',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: integer('monitoring_product_id')
      .notNull()
      .references(() => monitoringProducts.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => monitoringPages.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => monitoringVariations.id, { onDelete: 'set null' }),
    sellerKey: text('seller_key').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerId: text('seller_id'),
    amount: money('amount'),
    currency: text('currency'),
    availability: text('availability').notNull().default('unknown'),
    buyBox: boolean('buy_box').notNull().default(false),
    firstObservedAt: at('first_observed_at').notNull(),
    lastObservedAt: at('last_observed_at').notNull(),
    observedCount: integer('observed_count').notNull().default(1),
    versionId: integer('version_id').references(() => monitoringVersions.id, { onDelete: 'set null' }),
    requestId: integer('request_id'),
  },
  (t) => [index('monitoring_seller_offers_page_idx').on(t.pageId, t.sellerKey, t.firstObservedAt)],
);

/** The sellers a company allows on a retailer's marketplace; once a retailer has one, every other seller is unauthorised there. */
export const authorizedSellers = pgTable(
  'authorized_sellers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    companyRetailerId: integer('company_retailer_id')
      .notNull()
      .references(() => companyRetailers.id, { onDelete: 'cascade' }),
    sellerKey: text('seller_key').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerId: text('seller_id'),
    note: text('note'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('authorized_sellers_unique').on(t.companyRetailerId, t.sellerKey), index('authorized_sellers_company_idx').on(t.companyId, t.id)],
);

/** A published, read-only scorecard of one retailer (and optionally one brand) over a period. */
export const scorecardLinks = pgTable(
  'scorecard_links',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    companyRetailerId: integer('company_retailer_id')
      .notNull()
      .references(() => companyRetailers.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    periodFrom: at('period_from').notNull(),
    periodTo: at('period_to').notNull(),
    /** The key the token is signed with (HMAC-SHA256), never shown; a new link gets a new key. */
    signingKey: text('signing_key').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('scorecard_links_company_idx').on(t.companyId, t.companyRetailerId, t.id)],
);

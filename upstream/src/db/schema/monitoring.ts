import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  AVAILABILITIES,
  PAGE_STATUSES,
  PRICE_SOURCES,
  REQUEST_STATUSES,
  type ExtractionSettingsColumn,
  type ReportContents,
  type VersionDiff,
} from '@/lib/contract/monitoring/common';
import { companyRetailers, products } from './catalogue';
import { at, createdAt, timestamps } from './columns';
import { companyId, createdBy } from './foreign-keys';
import { tasks } from './meetings-tasks';
import { workspaces } from './teams-workspaces';

/**
 * Monitoring (brief `shared/spec/monitoring.md`, decision 0009). Money is an integer of
 * minor units plus an ISO 4217 code; bytes of page versions live in storage (`monitoring_blobs`),
 * never in rows.
 */

const money = (name: string) => bigint(name, { mode: 'number' });

export const monitoringProducts = pgTable(
  'monitoring_products',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brand: text('brand'),
    gtin: text('gtin'),
    mpn: text('mpn'),
    sku: text('sku'),
    mapAmount: money('map_amount'),
    mapCurrency: text('map_currency'),
    scheduleCron: text('schedule_cron').notNull().default('0 */6 * * *'),
    scheduleTz: text('schedule_tz').notNull().default('UTC'),
    status: text('status', { enum: ['active', 'paused', 'archived'] })
      .notNull()
      .default('active'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('monitoring_products_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('monitoring_products_company_created_idx').on(t.companyId, t.createdAt, t.id),
  ],
);

/** The monitored product a row belongs to; deleting the product deletes the row. */
const monitoringProductId = () =>
  integer('monitoring_product_id')
    .notNull()
    .references(() => monitoringProducts.id, { onDelete: 'cascade' });

/** The page a row belongs to; deleting the page deletes the row. */
const pageId = () =>
  integer('page_id')
    .notNull()
    .references(() => monitoringPages.id, { onDelete: 'cascade' });

export const monitoringVariations = pgTable(
  'monitoring_variations',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    name: text('name').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    sku: text('sku'),
    gtin: text('gtin'),
    url: text('url'),
    mapAmount: money('map_amount'),
    mapCurrency: text('map_currency'),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('monitoring_variations_product_idx').on(t.monitoringProductId, t.position, t.id)],
);

/** The URL of one variation (or of the product, when it has none) at one retailer. */
export const monitoringPages = pgTable(
  'monitoring_pages',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    variationId: integer('variation_id').references(() => monitoringVariations.id, { onDelete: 'cascade' }),
    companyRetailerId: integer('company_retailer_id').references(() => companyRetailers.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    normalizedUrl: text('normalized_url').notNull(),
    /** Registrable domain (tldts): the unit of politeness. */
    domain: text('domain').notNull(),
    fetchMode: text('fetch_mode', { enum: ['auto', 'http', 'browser'] })
      .notNull()
      .default('auto'),
    settings: jsonb('settings').$type<ExtractionSettingsColumn>().notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: PAGE_STATUSES }).notNull().default('pending'),
    statusDetail: text('status_detail'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    consecutiveBlocks: integer('consecutive_blocks').notNull().default(0),
    degradedNoticeAt: at('degraded_notice_at'),
    lastFetcher: text('last_fetcher', { enum: ['http', 'browser'] }),
    lastSuccessAt: at('last_success_at'),
    lastCheckedAt: at('last_checked_at'),
    nextCheckAt: at('next_check_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('monitoring_pages_url_unique').on(t.monitoringProductId, sql`coalesce(${t.variationId}, 0)`, t.normalizedUrl),
    index('monitoring_pages_product_idx').on(t.monitoringProductId, t.id),
    index('monitoring_pages_due_idx').on(t.nextCheckAt),
  ],
);

/** A person's "scrape now" over a set of pages, with progress (done / total). */
export const scrapingRequests = pgTable(
  'scraping_requests',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    status: text('status', { enum: ['running', 'finished', 'cancelled'] })
      .notNull()
      .default('running'),
    /** The pages asked for; progress is how many of them finished a request since this was made. */
    pageIds: jsonb('page_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    total: integer('total').notNull().default(0),
    /**
     * The checks it waits for: the requests it queued and the open ones it joined (case 19). Progress
     * counts these by id, not by finish time, so a check that was running when it was made counts
     * however its times fall (issue 35).
     */
    requestIds: jsonb('request_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    done: integer('done').notNull().default(0),
    note: text('note'),
    createdBy: createdBy(),
    finishedAt: at('finished_at'),
    ...timestamps(),
  },
  (t) => [index('scraping_requests_company_idx').on(t.companyId, t.createdAt, t.id)],
);

/** One fetch of one page with its retries; the queue the workers take from. */
export const monitoringRequests = pgTable(
  'monitoring_requests',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    pageId: pageId(),
    scrapingRequestId: integer('scraping_request_id').references(() => scrapingRequests.id, { onDelete: 'set null' }),
    trigger: text('trigger', { enum: ['schedule', 'manual', 'retry'] }).notNull(),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    notBefore: at('not_before').notNull().defaultNow(),
    fetcher: text('fetcher', { enum: ['http', 'browser'] }),
    httpStatus: integer('http_status'),
    finalUrl: text('final_url'),
    errorCode: text('error_code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    bytes: integer('bytes'),
    versionId: integer('version_id'),
    priceId: integer('price_id'),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    // At most one queued or running request per page (case 19): a second "scrape now" joins it.
    uniqueIndex('monitoring_requests_open_unique').on(t.pageId).where(sql`status in ('queued', 'running')`),
    index('monitoring_requests_queue_idx').on(t.notBefore).where(sql`status = 'queued'`),
    index('monitoring_requests_product_idx').on(t.monitoringProductId, t.createdAt, t.id),
    index('monitoring_requests_scraping_idx').on(t.scrapingRequestId),
  ],
);

/** Politeness per registrable domain: one request at a time, and the crawl delay between them. */
export const monitoringDomains = pgTable('monitoring_domains', {
  domain: text('domain').primaryKey(),
  busyBy: text('busy_by'),
  busyUntil: at('busy_until'),
  nextAllowedAt: at('next_allowed_at'),
  robotsTxt: text('robots_txt'),
  robotsFetchedAt: at('robots_fetched_at'),
  crawlDelayMs: integer('crawl_delay_ms'),
});

/** Stored bytes by content hash: 1,000 identical scrapes keep one copy (case 20). */
export const monitoringBlobs = pgTable('monitoring_blobs', {
  hash: text('hash').primaryKey(),
  storageName: text('storage_name').notNull(),
  contentType: text('content_type').notNull(),
  encoding: text('encoding', { enum: ['gzip', 'identity'] }).notNull(),
  bytes: integer('bytes').notNull(),
  storedBytes: integer('stored_bytes').notNull(),
  createdAt: createdAt(),
});

/** One per page: its versions move only when the normalized content hash changes. */
export const monitoringSnapshots = pgTable(
  'monitoring_snapshots',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    pageId: pageId(),
    kind: text('kind', { enum: ['page'] })
      .notNull()
      .default('page'),
    lastVersionId: integer('last_version_id'),
    versionCount: integer('version_count').notNull().default(0),
    seenCount: integer('seen_count').notNull().default(0),
    lastSeenAt: at('last_seen_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('monitoring_snapshots_page_unique').on(t.pageId, t.kind), index('monitoring_snapshots_product_idx').on(t.monitoringProductId, t.id)],
);

export const monitoringVersions = pgTable(
  'monitoring_versions',
  {
    id: serial('id').primaryKey(),
    snapshotId: integer('snapshot_id')
      .notNull()
      .references(() => monitoringSnapshots.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    contentHash: text('content_hash').notNull(),
    previousVersionId: integer('previous_version_id'),
    textBlob: text('text_blob')
      .notNull()
      .references(() => monitoringBlobs.hash),
    htmlBlob: text('html_blob').references(() => monitoringBlobs.hash),
    screenshotBlob: text('screenshot_blob').references(() => monitoringBlobs.hash),
    diff: jsonb('diff').$type<VersionDiff>(),
    extracted: jsonb('extracted').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** The extracted fields that differ from the version before (price, availability, …); empty for version 1. */
    changedFields: text('changed_fields').array().notNull().default(sql`'{}'::text[]`),
    requestId: integer('request_id'),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    seenCount: integer('seen_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('monitoring_versions_number_unique').on(t.snapshotId, t.number)],
);

/** Price series: one row per change of amount, currency or availability; a repeat extends the row. */
export const monitoringPrices = pgTable(
  'monitoring_prices',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    pageId: integer('page_id').references(() => monitoringPages.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => monitoringVariations.id, { onDelete: 'set null' }),
    amount: money('amount'),
    listAmount: money('list_amount'),
    currency: text('currency'),
    availability: text('availability', { enum: AVAILABILITIES }).notNull().default('unknown'),
    source: text('source', { enum: PRICE_SOURCES }).notNull(),
    rawText: text('raw_text'),
    firstObservedAt: at('first_observed_at').notNull(),
    lastObservedAt: at('last_observed_at').notNull(),
    observedCount: integer('observed_count').notNull().default(1),
    versionId: integer('version_id').references(() => monitoringVersions.id, { onDelete: 'set null' }),
    requestId: integer('request_id').references(() => monitoringRequests.id, { onDelete: 'set null' }),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('monitoring_prices_page_idx').on(t.pageId, t.firstObservedAt, t.id),
    index('monitoring_prices_product_idx').on(t.monitoringProductId, t.firstObservedAt, t.id),
  ],
);

export const monitoringReviews = pgTable(
  'monitoring_reviews',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    pageId: integer('page_id').references(() => monitoringPages.id, { onDelete: 'cascade' }),
    reviewKey: text('review_key').notNull(),
    author: text('author'),
    rating: doublePrecision('rating'),
    title: text('title'),
    body: text('body').notNull(),
    publishedOn: date('published_on', { mode: 'string' }),
    source: text('source', { enum: ['scraped', 'manual'] }).notNull(),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('monitoring_reviews_key_unique').on(t.monitoringProductId, sql`coalesce(${t.pageId}, 0)`, t.reviewKey),
    index('monitoring_reviews_product_idx').on(t.monitoringProductId, t.createdAt, t.id),
  ],
);

/** Aggregate rating over time, one row per change (like prices). */
export const monitoringRatings = pgTable(
  'monitoring_ratings',
  {
    id: serial('id').primaryKey(),
    pageId: pageId(),
    value: doublePrecision('value').notNull(),
    count: integer('count'),
    best: doublePrecision('best'),
    firstObservedAt: at('first_observed_at').notNull(),
    lastObservedAt: at('last_observed_at').notNull(),
  },
  (t) => [index('monitoring_ratings_page_idx').on(t.pageId, t.firstObservedAt)],
);

export const monitoringReports = pgTable(
  'monitoring_reports',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    kind: text('kind', { enum: ['price_overview', 'map_violations', 'change_digest'] }).notNull(),
    periodFrom: at('period_from').notNull(),
    periodTo: at('period_to').notNull(),
    status: text('status', { enum: ['generating', 'ready', 'failed'] })
      .notNull()
      .default('generating'),
    contents: jsonb('contents').$type<ReportContents>(),
    error: text('error'),
    createdBy: createdBy(),
    readyAt: at('ready_at'),
    ...timestamps(),
  },
  (t) => [index('monitoring_reports_product_idx').on(t.monitoringProductId, t.createdAt, t.id)],
);

export const monitoringAlertRules = pgTable(
  'monitoring_alert_rules',
  {
    id: serial('id').primaryKey(),
    monitoringProductId: monitoringProductId(),
    variationId: integer('variation_id').references(() => monitoringVariations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['price_below', 'price_above', 'price_change_pct', 'availability_change'] }).notNull(),
    thresholdAmount: money('threshold_amount'),
    currency: text('currency'),
    percent: doublePrecision('percent'),
    cooldownMinutes: integer('cooldown_minutes').notNull().default(1440),
    action: text('action', { enum: ['notify', 'task'] })
      .notNull()
      .default('notify'),
    workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    lastFiredAt: at('last_fired_at'),
    /** Who set the rule up: a task it opens is theirs (they were allowed to create tasks there). */
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [index('monitoring_alert_rules_product_idx').on(t.monitoringProductId, t.id)],
);

/** A rule's hit: deduplicated per rule and price point; links the task it opened to the evidence. */
export const monitoringAlertEvents = pgTable(
  'monitoring_alert_events',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => monitoringAlertRules.id, { onDelete: 'cascade' }),
    monitoringProductId: monitoringProductId(),
    pageId: integer('page_id').references(() => monitoringPages.id, { onDelete: 'set null' }),
    priceId: integer('price_id').references(() => monitoringPrices.id, { onDelete: 'set null' }),
    versionId: integer('version_id').references(() => monitoringVersions.id, { onDelete: 'set null' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('monitoring_alert_events_dedupe_unique').on(t.ruleId, t.dedupeKey),
    index('monitoring_alert_events_product_idx').on(t.monitoringProductId, t.createdAt),
    index('monitoring_alert_events_task_idx').on(t.taskId),
  ],
);

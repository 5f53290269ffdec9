import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, type ListColumns, listIndexes, timestamps, trigram } from './columns';
import { companyId, createdBy, userId } from './foreign-keys';

/**
 * A company's catalogue: brands, products, retailers, contacts, reviews, partners, distributors,
 * assignees and people; and the shared directories its records may link to.
 */

/** Shared directories (across companies): anyone signed in reads and adds entries. */
const directoryColumns = {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  website: text('website'),
  country: text('country'),
  description: text('description'),
  createdBy: createdBy(),
  createdAt: createdAt(),
};
const directoryIndexes = (table: string) => (t: ListColumns) => [...listIndexes(table, t), trigram(table, t.name)];
export const directoryRetailers = pgTable('directory_retailers', directoryColumns, directoryIndexes('directory_retailers'));
export const directoryPartners = pgTable('directory_partners', directoryColumns, directoryIndexes('directory_partners'));
export const directoryDistributors = pgTable('directory_distributors', directoryColumns, directoryIndexes('directory_distributors'));

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
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
    ...timestamps(),
  },
  (t) => [...listIndexes('brands', t, t.companyId), trigram('brands', t.name)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    sku: text('sku'),
    upc: text('upc'),
    category: text('category'),
    /** Suggested retail price in cents. */
    msrpCents: integer('msrp_cents'),
    /** Minimum advertised price in cents (monitoring compares the prices it finds with it). */
    mapCents: integer('map_cents'),
    ...timestamps(),
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
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const retailerCategories = pgTable(
  'retailer_categories',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('retailer_categories_company_name_unique').on(t.companyId, t.name)],
);

/** A retailer a company sells through, optionally linked to the shared directory entry. */
export const companyRetailers = pgTable(
  'company_retailers',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    directoryRetailerId: integer('directory_retailer_id').references(() => directoryRetailers.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => retailerCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    locations: jsonb('locations').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    image: text('image'),
    ...timestamps(),
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
    ...timestamps(),
  },
  (t) => [uniqueIndex('retailer_products_unique').on(t.companyRetailerId, t.productId)],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    companyRetailerId: integer('company_retailer_id').references(() => companyRetailers.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    title: text('title'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [index('contacts_company_idx').on(t.companyId), index('contacts_retailer_idx').on(t.companyRetailerId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    companyRetailerId: integer('company_retailer_id').references(() => companyRetailers.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body'),
    author: text('author'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('reviews_company_idx').on(t.companyId), index('reviews_product_idx').on(t.productId), index('reviews_retailer_idx').on(t.companyRetailerId)],
);

/** A company's own partner / distributor records, optionally linked to a directory entry. */
export const companyPartners = pgTable(
  'company_partners',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    directoryPartnerId: integer('directory_partner_id').references(() => directoryPartners.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [...listIndexes('company_partners', t, t.companyId), trigram('company_partners', t.name)],
);

export const companyDistributors = pgTable(
  'company_distributors',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    directoryDistributorId: integer('directory_distributor_id').references(() => directoryDistributors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    website: text('website'),
    description: text('description'),
    ...timestamps(),
  },
  (t) => [...listIndexes('company_distributors', t, t.companyId), trigram('company_distributors', t.name)],
);

/** Master agreements: a company's link to a shared directory partner / distributor. */
export const masterPartners = pgTable(
  'master_partners',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    directoryPartnerId: integer('directory_partner_id')
      .notNull()
      .references(() => directoryPartners.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('master_partners_unique').on(t.companyId, t.directoryPartnerId)],
);

export const masterDistributors = pgTable(
  'master_distributors',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    directoryDistributorId: integer('directory_distributor_id')
      .notNull()
      .references(() => directoryDistributors.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('master_distributors_unique').on(t.companyId, t.directoryDistributorId)],
);

/** A user assigned to look after one of the company's brands, products or retailers. */
export const companyAssignees = pgTable(
  'company_assignees',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    assignableType: text('assignable_type', { enum: ['brand', 'product', 'retailer'] }).notNull(),
    assignableId: integer('assignable_id').notNull(),
    role: text('role'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_assignees_unique').on(t.companyId, t.userId, t.assignableType, t.assignableId)],
);

/** People of the company (users with an account) and their title there; access still follows teams. */
export const companyUsers = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    userId: userId(),
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_users_unique').on(t.companyId, t.userId)],
);

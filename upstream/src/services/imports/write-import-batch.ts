import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brands,
  companyDistributors,
  companyPartners,
  companyRetailers,
  contacts,
  monitoringPages,
  monitoringProducts,
  products,
  retailerCategories,
  retailerProducts,
} from '../../db/schema';
import type {
  BrandValues,
  ContactValues,
  ImportIndex,
  ListingValues,
  MonitoringProductValues,
  PageValues,
  PartyValues,
  PendingKind,
  ProductValues,
  Ref,
  RetailerValues,
} from './import-index';

type Ctx = { db: Db; companyId: number; userId: number | null; now: Date };

const idOf = (ref: { id: number | null } | null): number | null => (ref ? (ref.id as number) : null);
const take = <V>(index: ImportIndex, kind: PendingKind) => {
  const refs = index.pending[kind] as Ref<V>[];
  index.pending[kind] = [];
  for (const ref of refs) ref.dirty = false;
  return { fresh: refs.filter((r) => r.id === null), changed: refs.filter((r) => r.id !== null) };
};

/** Inserts rows in order and gives each new record its id (RETURNING keeps the VALUES order). */
async function insertAll<V>(refs: Ref<V>[], insert: (refs: Ref<V>[]) => Promise<{ id: number }[]>): Promise<void> {
  for (let i = 0; i < refs.length; i += 500) {
    const chunk = refs.slice(i, i + 500);
    const rows = await insert(chunk);
    chunk.forEach((ref, n) => {
      ref.id = rows[n].id;
    });
  }
}

/**
 * Writes what the planned rows changed since the last batch, in dependency order (brands, products,
 * categories and retailers, listings, contacts, partners, distributors, monitored products, pages),
 * on `db` — the batch's transaction. Every write is keyed by what the plan matched, and listings and
 * pages are upserts on their unique keys, so a batch written twice (a restarted job) changes nothing more.
 */
export async function writeImportBatch(ctx: Ctx, index: ImportIndex): Promise<void> {
  const { db, companyId, now } = ctx;
  const b = take<BrandValues>(index, 'brands');
  await insertAll(b.fresh, (refs) =>
    db
      .insert(brands)
      .values(refs.map((r) => ({ companyId, name: r.values.name })))
      .returning({ id: brands.id }),
  );
  const p = take<ProductValues>(index, 'products');
  const productRow = (v: ProductValues) => ({
    name: v.name,
    sku: v.sku,
    upc: v.upc,
    category: v.category,
    description: v.description,
    msrpCents: v.msrpCents,
    mapCents: v.mapCents,
    brandId: idOf(v.brand),
  });
  await insertAll(p.fresh, (refs) =>
    db
      .insert(products)
      .values(refs.map((r) => ({ companyId, ...productRow(r.values) })))
      .returning({ id: products.id }),
  );
  for (const r of p.changed)
    await db
      .update(products)
      .set({ ...productRow(r.values), updatedAt: now })
      .where(eq(products.id, r.id as number));
  await writeRetailers(ctx, index);
  const l = take<ListingValues>(index, 'listings');
  const listingRow = (v: ListingValues) => ({ retailerSku: v.retailerSku, priceCents: v.priceCents, url: v.url, status: v.status });
  await insertAll([...l.fresh, ...l.changed], (refs) =>
    db
      .insert(retailerProducts)
      .values(refs.map((r) => ({ companyRetailerId: r.values.retailer.id as number, productId: r.values.product.id as number, ...listingRow(r.values) })))
      .onConflictDoUpdate({
        target: [retailerProducts.companyRetailerId, retailerProducts.productId],
        set: {
          retailerSku: sql`excluded.retailer_sku`,
          priceCents: sql`excluded.price_cents`,
          url: sql`excluded.url`,
          status: sql`excluded.status`,
          updatedAt: now,
        },
      })
      .returning({ id: retailerProducts.id }),
  );
  const c = take<ContactValues>(index, 'contacts');
  const contactRow = (v: ContactValues) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    title: v.title,
    companyRetailerId: idOf(v.retailer),
  });
  await insertAll(c.fresh, (refs) =>
    db
      .insert(contacts)
      .values(refs.map((r) => ({ companyId, ...contactRow(r.values) })))
      .returning({ id: contacts.id }),
  );
  for (const r of c.changed)
    await db
      .update(contacts)
      .set({ ...contactRow(r.values), updatedAt: now })
      .where(eq(contacts.id, r.id as number));
  for (const [kind, table] of [
    ['partners', companyPartners],
    ['distributors', companyDistributors],
  ] as const) {
    const t = take<PartyValues>(index, kind);
    await insertAll(t.fresh, (refs) =>
      db
        .insert(table)
        .values(refs.map((r) => ({ companyId, name: r.values.name, website: r.values.website })))
        .returning({ id: table.id }),
    );
    for (const r of t.changed)
      await db
        .update(table)
        .set({ website: r.values.website, updatedAt: now })
        .where(eq(table.id, r.id as number));
  }
  await writeMonitoring(ctx, index);
}

async function writeRetailers(ctx: Ctx, index: ImportIndex): Promise<void> {
  const { db, companyId, now } = ctx;
  const r = take<RetailerValues>(index, 'retailers');
  const all = [...r.fresh, ...r.changed];
  const newCategories = [...new Set(all.map((x) => x.values.category).filter((c) => c !== null && c.id === null))] as { id: number | null; name: string }[];
  if (newCategories.length) {
    await db
      .insert(retailerCategories)
      .values(newCategories.map((c) => ({ companyId, name: c.name })))
      .onConflictDoNothing();
    const rows = await db
      .select({ id: retailerCategories.id, name: retailerCategories.name })
      .from(retailerCategories)
      .where(
        and(
          eq(retailerCategories.companyId, companyId),
          inArray(
            retailerCategories.name,
            newCategories.map((c) => c.name),
          ),
        ),
      );
    for (const c of newCategories) c.id = rows.find((row) => row.name === c.name)?.id ?? null;
  }
  const retailerRow = (v: RetailerValues) => ({ name: v.name, website: v.website, locations: v.locations, categoryId: idOf(v.category) });
  await insertAll(r.fresh, (refs) =>
    db
      .insert(companyRetailers)
      .values(refs.map((x) => ({ companyId, ...retailerRow(x.values) })))
      .returning({ id: companyRetailers.id }),
  );
  for (const x of r.changed)
    await db
      .update(companyRetailers)
      .set({ ...retailerRow(x.values), updatedAt: now })
      .where(eq(companyRetailers.id, x.id as number));
}

async function writeMonitoring(ctx: Ctx, index: ImportIndex): Promise<void> {
  const { db, companyId, now } = ctx;
  const m = take<MonitoringProductValues>(index, 'monitoring_products');
  await insertAll(m.fresh, (refs) =>
    db
      .insert(monitoringProducts)
      .values(
        refs.map((r) => ({
          companyId,
          productId: r.values.product.id,
          name: r.values.name,
          sku: r.values.sku,
          gtin: r.values.gtin,
          mapAmount: r.values.mapAmount,
          mapCurrency: r.values.mapCurrency,
          createdBy: ctx.userId,
        })),
      )
      .returning({ id: monitoringProducts.id }),
  );
  for (const r of m.changed) {
    await db
      .update(monitoringProducts)
      .set({ mapAmount: r.values.mapAmount, mapCurrency: r.values.mapCurrency, updatedAt: now })
      .where(eq(monitoringProducts.id, r.id as number));
  }
  const pg = take<PageValues>(index, 'pages');
  // Due at once (`next_check_at` now), like a page added on the form: the engine's next round checks it.
  await insertAll(pg.fresh, async (refs) => {
    const values = refs.map((r) => ({
      monitoringProductId: r.values.monitoringProduct.id as number,
      companyRetailerId: idOf(r.values.retailer),
      url: r.values.url,
      normalizedUrl: r.values.normalizedUrl,
      domain: r.values.domain,
      status: 'pending' as const,
      nextCheckAt: now,
    }));
    await db.insert(monitoringPages).values(values).onConflictDoNothing();
    // A page another writer added meanwhile is the same page: read every id back by its key.
    const rows = await db
      .select({ id: monitoringPages.id, mp: monitoringPages.monitoringProductId, url: monitoringPages.normalizedUrl })
      .from(monitoringPages)
      .where(
        and(inArray(monitoringPages.monitoringProductId, [...new Set(values.map((v) => v.monitoringProductId))]), sql`${monitoringPages.variationId} is null`),
      );
    const byKey = new Map(rows.map((row) => [`${row.mp}:${row.url}`, row.id]));
    return values.map((v) => ({ id: byKey.get(`${v.monitoringProductId}:${v.normalizedUrl}`) ?? 0 }));
  });
}

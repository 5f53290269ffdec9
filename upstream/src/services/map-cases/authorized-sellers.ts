import { and, asc, eq } from 'drizzle-orm';
import type { AuthorizedSellerBody, AuthorizedSellerResource } from '@/lib/contract/monitoring/sellers';
import type { Db } from '../../db/client';
import { authorizedSellers, companyRetailers } from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { foldSellerName, sellerKey } from '../../monitoring/extract/seller-key';

type Row = typeof authorizedSellers.$inferSelect;

/** The allowed sellers of one retailer: an offer is allowed when its seller id or its (folded) name is on the list. */
export type AllowedSellers = { size: number; has: (seller: { sellerId: string | null; sellerName: string | null }) => boolean };

export async function loadAuthorizedSellers(db: Db, companyId: number, retailerId: number): Promise<AllowedSellers> {
  const rows = await db
    .select({ name: authorizedSellers.sellerName, id: authorizedSellers.sellerId })
    .from(authorizedSellers)
    .where(and(eq(authorizedSellers.companyId, companyId), eq(authorizedSellers.companyRetailerId, retailerId)));
  const ids = new Set(rows.filter((r) => r.id).map((r) => (r.id as string).trim().toLowerCase()));
  const names = new Set(rows.map((r) => foldSellerName(r.name)));
  return {
    size: rows.length,
    has: (s) => (s.sellerId !== null && ids.has(s.sellerId.trim().toLowerCase())) || (s.sellerName !== null && names.has(foldSellerName(s.sellerName))),
  };
}

const toResource = (r: Row & { retailerName: string | null }): AuthorizedSellerResource => ({
  id: r.id,
  retailer_id: r.companyRetailerId,
  retailer_name: r.retailerName,
  seller_name: r.sellerName,
  seller_id: r.sellerId,
  note: r.note,
  created_at: r.createdAt.toISOString(),
});

export async function listAuthorizedSellers(db: Db, companyId: number, retailerId: number | undefined): Promise<AuthorizedSellerResource[]> {
  const rows = await db
    .select({ row: authorizedSellers, retailerName: companyRetailers.name })
    .from(authorizedSellers)
    .leftJoin(companyRetailers, eq(companyRetailers.id, authorizedSellers.companyRetailerId))
    .where(and(eq(authorizedSellers.companyId, companyId), retailerId === undefined ? undefined : eq(authorizedSellers.companyRetailerId, retailerId)))
    .orderBy(asc(companyRetailers.name), asc(authorizedSellers.sellerName), asc(authorizedSellers.id));
  return rows.map((r) => toResource({ ...r.row, retailerName: r.retailerName }));
}

/** `POST companies/{id}/authorized-sellers`: the retailer must be the company's; the same seller twice is a 409. */
export async function createAuthorizedSeller(
  db: Db,
  companyId: number,
  userId: number,
  body: AuthorizedSellerBody,
  now: Date,
): Promise<AuthorizedSellerResource> {
  const [retailer] = await db
    .select({ id: companyRetailers.id, name: companyRetailers.name })
    .from(companyRetailers)
    .where(and(eq(companyRetailers.id, body.retailer_id), eq(companyRetailers.companyId, companyId)));
  if (!retailer) throw fieldError('retailer_id', 'The retailer is not one of this company’s retailers.');
  const key = sellerKey({ name: body.seller_name, id: body.seller_id ?? undefined });
  try {
    // In a savepoint: a duplicate must not abort the request's transaction (decision 0022).
    const [row] = await db.transaction((tx) =>
      tx
        .insert(authorizedSellers)
        .values({
          companyId,
          companyRetailerId: retailer.id,
          sellerKey: key,
          sellerName: body.seller_name,
          sellerId: body.seller_id ?? null,
          note: body.note ?? null,
          createdBy: userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    return toResource({ ...row, retailerName: retailer.name });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'This seller is already authorised at this retailer.');
    throw error;
  }
}

export async function deleteAuthorizedSeller(db: Db, companyId: number, id: number): Promise<void> {
  const gone = await db
    .delete(authorizedSellers)
    .where(and(eq(authorizedSellers.id, id), eq(authorizedSellers.companyId, companyId)))
    .returning({ id: authorizedSellers.id });
  if (gone.length === 0) throw notFound('Authorised seller');
}

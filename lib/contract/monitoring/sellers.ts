import { z } from 'zod';

/**
 * Marketplace sellers (issue 35): `companies/{companyId}/authorized-sellers` — the sellers a
 * company allows at each retailer. Once a retailer's list names one seller, an offer there by any
 * other seller opens a case (reason `unauthorized_seller`).
 */
export const authorizedSellerBody = z
  .object({
    retailer_id: z.coerce.number({ error: 'The retailer is required.' }).int().positive('The retailer is required.'),
    seller_name: z
      .string({ error: 'The seller name is required.' })
      .trim()
      .min(1, 'The seller name is required.')
      .max(200, 'The seller name may be at most 200 characters.'),
    seller_id: z
      .string()
      .trim()
      .max(200, 'The seller id may be at most 200 characters.')
      .nullable()
      .optional()
      .transform((v) => v || null),
    note: z
      .string()
      .trim()
      .max(1000, 'The note may be at most 1,000 characters.')
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .strict();
export type AuthorizedSellerBody = z.infer<typeof authorizedSellerBody>;

export const authorizedSellerResource = z.object({
  id: z.number().int(),
  retailer_id: z.number().int(),
  retailer_name: z.string().nullable(),
  seller_name: z.string(),
  seller_id: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type AuthorizedSellerResource = z.infer<typeof authorizedSellerResource>;

export const authorizedSellerListQuery = z.object({ retailer_id: z.coerce.number().int().positive().optional() });

/** An offer seen on a marketplace page: one row per change of that seller's price, availability or buy box. */
export const sellerOfferResource = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  seller_name: z.string(),
  seller_id: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  availability: z.string(),
  buy_box: z.boolean(),
  authorized: z.boolean().nullable(),
  first_observed_at: z.string(),
  last_observed_at: z.string(),
});
export type SellerOfferResource = z.infer<typeof sellerOfferResource>;

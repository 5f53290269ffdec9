import { z } from 'zod';
import { optionalText, requiredText } from '../catalogue-common';
import { optionalWebUrl } from '../web-url';
import { monitoringListQuery } from './common';
import { optionalCurrency, optionalGtin, optionalMinor } from './products';

/** `…/monitoring-products/{id}/variations`: a size, colour or pack of the product, with an optional MAP override. */

const attributes = z
  .record(
    z.string().trim().min(1, 'An attribute needs a name.').max(100, 'An attribute name may not be greater than 100 characters.'),
    z.string().trim().max(500, 'An attribute value may not be greater than 500 characters.'),
    {
      error: 'The attributes must be an object of names to text values.',
    },
  )
  .refine((o) => Object.keys(o).length <= 30, 'At most 30 attributes.');

export const variationBody = z.object({
  name: requiredText('name', 200),
  attributes: z.preprocess((v) => (v === '' ? {} : v), attributes).optional(),
  sku: optionalText('SKU', 100),
  gtin: optionalGtin,
  url: optionalWebUrl('url', 2000),
  map_amount: optionalMinor('MAP amount'),
  map_currency: optionalCurrency,
  position: z
    .union([z.literal(''), z.coerce.number().int('The position must be a whole number.').min(0, 'The position must be at least 0.').max(10_000)])
    .optional(),
});
export type VariationBody = z.infer<typeof variationBody>;
export const variationUpdateBody = variationBody.partial();

export const variationListQuery = monitoringListQuery;

export const variationResource = z.object({
  id: z.number().int(),
  monitoring_product_id: z.number().int(),
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  sku: z.string().nullable(),
  gtin: z.string().nullable(),
  url: z.string().nullable(),
  map_amount: z.number().int().nullable(),
  map_currency: z.string().nullable(),
  position: z.number().int(),
  pages_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Variation = z.infer<typeof variationResource>;

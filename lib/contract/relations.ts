import { z } from 'zod';
import { nullableId, optionalText, optionalUrl, requiredText } from './catalogue-common';

export const contactResource = z.object({
  id: z.number().int(), company_id: z.number().int(), company_retailer_id: z.number().int().nullable(),
  first_name: z.string(), last_name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(),
  title: z.string().nullable(), notes: z.string().nullable(), created_at: z.string(),
});
export const contactBody = z.object({
  first_name: requiredText('first name', 100),
  last_name: optionalText('last name', 100),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email('The email must be a valid email address.')]).optional(),
  phone: z.union([z.literal(''), z.string().trim().regex(/^\+?[\d\s()-]{5,25}$/, 'The phone must be a valid phone number.')]).optional(),
  title: optionalText('title', 100),
  notes: optionalText('notes'),
  company_retailer_id: nullableId,
});

export const reviewResource = z.object({
  id: z.number().int(), company_id: z.number().int(), product_id: z.number().int().nullable(), company_retailer_id: z.number().int().nullable(),
  rating: z.number().int(), title: z.string().nullable(), body: z.string().nullable(), author: z.string().nullable(),
  reviewed_at: z.string().nullable(), created_at: z.string(),
});
export const reviewBody = z.object({
  rating: z.coerce.number({ error: 'The rating field is required.' }).int().min(1, 'The rating must be between 1 and 5.').max(5, 'The rating must be between 1 and 5.'),
  title: optionalText('title', 200),
  body: optionalText('body', 5000),
  author: optionalText('author', 100),
  reviewed_at: z.union([z.literal(''), z.string().date('The review date must be a date (YYYY-MM-DD).')]).optional(),
  product_id: nullableId,
  company_retailer_id: nullableId,
});

/** Company partners and distributors share a shape. */
export const companyPartyResource = z.object({
  id: z.number().int(), company_id: z.number().int(), directory_id: z.number().int().nullable(),
  name: z.string(), website: z.string().nullable(), description: z.string().nullable(), created_at: z.string(),
});
export const companyPartyBody = z.object({
  name: requiredText('name', 150),
  website: optionalUrl('website'),
  description: optionalText('description'),
  directory_id: nullableId,
});

/** A master agreement: the company's link to a shared directory partner / distributor. */
export const masterLinkResource = z.object({
  id: z.number().int(), company_id: z.number().int(), directory_id: z.number().int(),
  name: z.string(), website: z.string().nullable(), country: z.string().nullable(), notes: z.string().nullable(), created_at: z.string(),
});
export const masterLinkBody = z.object({
  directory_id: z.coerce.number({ error: 'The directory entry field is required.' }).int().positive(),
  notes: optionalText('notes', 2000),
});
export const masterLinkUpdateBody = z.object({ notes: optionalText('notes', 2000) });

export const ASSIGNABLE_TYPES = ['brand', 'product', 'retailer'] as const;
export const assigneeResource = z.object({
  id: z.number().int(), company_id: z.number().int(), user_id: z.number().int(), user_name: z.string(), user_email: z.string(),
  assignable_type: z.enum(ASSIGNABLE_TYPES), assignable_id: z.number().int(), assignable_name: z.string(), role: z.string().nullable(), created_at: z.string(),
});
export const assigneeBody = z.object({
  user_id: z.coerce.number({ error: 'The user field is required.' }).int().positive(),
  assignable_type: z.enum(ASSIGNABLE_TYPES, { message: 'The type must be brand, product or retailer.' }),
  assignable_id: z.coerce.number({ error: 'The item field is required.' }).int().positive(),
  role: optionalText('role', 100),
});
export const assigneeUpdateBody = z.object({ role: optionalText('role', 100) });

export const companyUserResource = z.object({
  id: z.number().int(), company_id: z.number().int(), user_id: z.number().int(),
  first_name: z.string(), last_name: z.string(), email: z.string(), image: z.string().nullable(), title: z.string().nullable(), created_at: z.string(),
});
/** Add a person by the email of their account (422 when there is none). */
export const companyUserBody = z.object({
  email: z.string().trim().toLowerCase().email('The email must be a valid email address.'),
  title: optionalText('title', 100),
});
export const companyUserUpdateBody = z.object({ title: optionalText('title', 100) });

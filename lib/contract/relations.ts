import { z } from 'zod';
import { ASSIGNABLE_TYPES } from './values';
import { catalogueListQuery, nullableId, optionalText, optionalUrl, requiredText, SORTS } from './catalogue-common';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { ASSIGNABLE_TYPES };

export const contactResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_retailer_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  title: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  company_retailer_name: z.string().nullable(),
  updated_at: z.string(),
});
export type Contact = z.infer<typeof contactResource>;
export const contactBody = z.object({
  first_name: requiredText('first name', 100),
  last_name: optionalText('last name', 100),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email('The email must be a valid email address.')]).optional(),
  phone: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[\d\s()-]{5,25}$/, 'The phone must be a valid phone number.'),
    ])
    .optional(),
  title: optionalText('title', 100),
  notes: optionalText('notes'),
  company_retailer_id: nullableId,
});
/** `PUT companies/{id}/contacts/{contactId}`: only the fields sent change; an empty value (or null) clears one. */
export const contactUpdateBody = contactBody.partial();
/** `GET companies/{id}/contacts`: `search` matches first name, last name or email; sort `name` is by first then last name. */
export const contactListQuery = catalogueListQuery.extend({ company_retailer_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

export const reviewResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  product_id: z.number().int().nullable(),
  company_retailer_id: z.number().int().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  author: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  product_name: z.string().nullable(),
  company_retailer_name: z.string().nullable(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewResource>;
export const reviewBody = z.object({
  rating: z.coerce
    .number({ error: 'The rating field is required.' })
    .int()
    .min(1, 'The rating must be between 1 and 5.')
    .max(5, 'The rating must be between 1 and 5.'),
  title: optionalText('title', 200),
  body: optionalText('body', 5000),
  author: optionalText('author', 100),
  reviewed_at: z
    .union([
      z.literal(''),
      z
        .string()
        .date('The review date must be a date (YYYY-MM-DD).')
        .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'The review date must be between 1900 and 2999.'),
    ])
    .optional(),
  product_id: nullableId,
  company_retailer_id: nullableId,
});
/** `PUT companies/{id}/reviews/{reviewId}`: only the fields sent change; an empty value (or null) clears one. */
export const reviewUpdateBody = reviewBody.partial();
/**
 * `GET companies/{id}/reviews`: `search` matches title, body or author; sort `name` is by title, and
 * `rating`/`-rating` by stars; newest first by default.
 */
export const reviewListQuery = catalogueListQuery.extend({
  sort: z.enum([...SORTS, 'rating', '-rating']).default('-created_at'),
  product_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  company_retailer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** A positive 32-bit record id, from a number or digits; one message for every way of getting it wrong. */
const idNumber = (invalid: string) => z.coerce.number<string | number>({ error: invalid }).int(invalid).positive(invalid).max(2_147_483_647, invalid);
/** A required reference to another record: missing (or '' / null) says "required", anything else wrong "invalid". */
const refId = (required: string, invalid: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.union([z.number(), z.string()], { error: required }).pipe(idNumber(invalid)));
/** An optional reference: absent, '', 'null' or null all mean "none". */
const optionalRefId = (invalid: string) => z.preprocess((v) => (v === undefined || v === '' || v === 'null' ? null : v), idNumber(invalid).nullable());
/**
 * An update's optional field (like the contacts' and reviews' `PUT`): left out, it stays as it is
 * (undefined); sent empty or null, it is cleared (null).
 */
const clearing = <S extends z.ZodType>(schema: S) =>
  z
    .preprocess((v) => (v === null ? '' : v), schema)
    .transform((v) => (v === '' || v === undefined ? null : v))
    .optional();

/** Company partners and distributors share a shape. */
export const companyPartyResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  directory_id: z.number().int().nullable(),
  name: z.string(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyParty = z.infer<typeof companyPartyResource>;
export const companyPartyBody = z.object({
  name: requiredText('name', 150),
  website: optionalUrl('website'),
  description: optionalText('description'),
  /** Optional link to the matching shared directory (partners or distributors). */
  directory_id: optionalRefId('The selected directory entry is invalid.'),
});
export type CompanyPartyBody = z.infer<typeof companyPartyBody>;
/** `PUT companies/{id}/partners/{partnerId}` (or distributors): only the fields sent change; empty or null clears one (not the name). */
export const companyPartyUpdateBody = z.object({
  name: requiredText('name', 150).optional(),
  website: clearing(optionalUrl('website')),
  description: clearing(optionalText('description')),
  directory_id: clearing(optionalRefId('The selected directory entry is invalid.')),
});
export type CompanyPartyUpdateBody = z.infer<typeof companyPartyUpdateBody>;

/** A master agreement: the company's link to a shared directory partner / distributor. */
export const masterLinkResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  directory_id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type MasterLink = z.infer<typeof masterLinkResource>;
export const masterLinkBody = z.object({
  directory_id: refId('The directory entry field is required.', 'The selected directory entry is invalid.'),
  notes: optionalText('notes', 2000),
});
export type MasterLinkBody = z.infer<typeof masterLinkBody>;
/** `PUT`: the notes change when sent; empty or null clears them. */
export const masterLinkUpdateBody = z.object({ notes: clearing(optionalText('notes', 2000)) });
export type MasterLinkUpdateBody = z.infer<typeof masterLinkUpdateBody>;

export type AssignableType = (typeof ASSIGNABLE_TYPES)[number];
export const assigneeResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  assignable_type: z.enum(ASSIGNABLE_TYPES),
  assignable_id: z.number().int(),
  assignable_name: z.string(),
  role: z.string().nullable(),
  created_at: z.string(),
});
export type Assignee = z.infer<typeof assigneeResource>;
/** `retailer` means one of the company's retailers (company_retailers), not a directory entry. */
export const assigneeBody = z.object({
  user_id: refId('The user field is required.', 'The selected user is invalid.'),
  assignable_type: z.enum(ASSIGNABLE_TYPES, { message: 'The type must be brand, product or retailer.' }),
  assignable_id: refId('The item field is required.', 'The selected item is invalid.'),
  role: optionalText('role', 100),
});
export type AssigneeBody = z.infer<typeof assigneeBody>;
/** `PUT`: the role changes when sent; empty or null clears it. The person and the item are fixed. */
export const assigneeUpdateBody = z.object({ role: clearing(optionalText('role', 100)) });
export type AssigneeUpdateBody = z.infer<typeof assigneeUpdateBody>;
/** `GET companies/{id}/assignees`: `search` matches the person's name or email; sort `name` is by first then last name. */
export const assigneeListQuery = catalogueListQuery.extend({
  assignable_type: z.enum(ASSIGNABLE_TYPES, { message: 'The type must be brand, product or retailer.' }).optional(),
  assignable_id: refId('The selected item is invalid.', 'The selected item is invalid.').optional(),
  user_id: refId('The selected user is invalid.', 'The selected user is invalid.').optional(),
});
export type AssigneeListQuery = z.infer<typeof assigneeListQuery>;

export const companyUserResource = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  title: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserResource>;
/** Add a person by the email of their verified account (422 when there is none, or they are already added). */
export const companyUserBody = z.object({
  email: z.string({ error: 'The email field is required.' }).trim().toLowerCase().email('The email must be a valid email address.'),
  title: optionalText('title', 100),
});
export type CompanyUserBody = z.infer<typeof companyUserBody>;
/** `PUT`: the title changes when sent; empty or null clears it. */
export const companyUserUpdateBody = z.object({ title: clearing(optionalText('title', 100)) });
export type CompanyUserUpdateBody = z.infer<typeof companyUserUpdateBody>;

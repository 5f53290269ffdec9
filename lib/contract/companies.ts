import { z } from 'zod';
import { catalogueListQuery, optionalText, optionalUrl, requiredText } from './catalogue-common';

/** Ids beyond Postgres' integer name no record. */
const MAX_ID = 2_147_483_647;

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const RESERVED_SUBDOMAINS = ['www', 'api', 'app', 'admin', 'mail', 'static', 'assets', 'help', 'support', 'status', 'blog'] as const;

export const subdomain = z
  .string({ error: 'The subdomain field is required.' })
  .trim()
  .toLowerCase()
  .min(3, 'The subdomain must be at least 3 characters.')
  .max(63, 'The subdomain may not be greater than 63 characters.')
  .regex(SUBDOMAIN_PATTERN, 'The subdomain may contain only letters, digits and hyphens, and cannot start or end with a hyphen.')
  .refine((v) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(v), 'This subdomain is reserved.');

export const companyResource = z.object({
  id: z.number().int(),
  name: z.string(),
  subdomain: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  industry: z.string().nullable(),
  image: z.string().nullable(),
  /** The caller's access: admins of a company team write, members read. */
  can_edit: z.boolean(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(['admin', 'member']).nullable() })),
  counts: z.object({
    brands: z.number().int(),
    products: z.number().int(),
    retailers: z.number().int(),
    partners: z.number().int(),
    distributors: z.number().int(),
  }),
  created_at: z.string(),
});
export type Company = z.infer<typeof companyResource>;

/** `POST companies` (multipart: image). The creator chooses one of their admin teams to own it. */
export const createCompanyBody = z.object({
  name: requiredText('name', 150),
  subdomain,
  description: optionalText('description'),
  website: optionalUrl('website'),
  industry: optionalText('industry', 100),
  team_id: z.coerce.number({ error: 'The team field is required.' }).int().positive('The team field is required.').max(MAX_ID, 'The selected team is invalid.'),
});
export type CreateCompanyBody = z.infer<typeof createCompanyBody>;
/** `POST companies/{id}` with `_method=PUT` (multipart). */
export const updateCompanyBody = z.object({
  name: requiredText('name', 150).optional(),
  subdomain: subdomain.optional(),
  description: optionalText('description'),
  website: optionalUrl('website'),
  industry: optionalText('industry', 100),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;
/** `GET companies`: the caller's companies, paged, sorted and searched by name. */
export const companyListQuery = catalogueListQuery;
export const generateSubdomainBody = z.object({ name: requiredText('name', 150) });
export const generatedSubdomain = z.object({ subdomain: z.string() });
/**
 * `POST companies/check-subdomain-availability`: a badly formed subdomain answers `available: false` with
 * the format rule as `reason` (not a 422); with `company_id`, that company's own subdomain counts as available.
 */
export const checkSubdomainBody = z.object({
  subdomain: z.string({ error: 'The subdomain field is required.' }).trim().toLowerCase().max(255, 'The subdomain may not be greater than 255 characters.'),
  company_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const subdomainAvailability = z.object({ subdomain: z.string(), available: z.boolean(), reason: z.string().nullable() });
export type SubdomainAvailability = z.infer<typeof subdomainAvailability>;
/** `POST companies/{id}/team`: link one of the caller's admin teams. */
export const companyTeamBody = z.object({
  team_id: z.coerce.number({ error: 'The team field is required.' }).int().positive('The team field is required.').max(MAX_ID, 'The selected team is invalid.'),
});

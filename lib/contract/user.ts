import { z } from 'zod';

export const userResource = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
  type: z.string().nullable(),
  default_workspace_id: z.number().int().nullable(),
  is_superadmin: z.boolean(),
  business_data_completed: z.boolean(),
  /** What the person said about their business at sign-up (their own data): it prefills their first company. */
  business: z
    .object({
      company_name: z.string(),
      role: z.string(),
      industry: z.string().nullable(),
      company_size: z.string().nullable(),
      website: z.string().nullable(),
    })
    .nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userResource>;

const name = z.string().trim().min(1, 'This field is required.').max(100, 'Must be at most 100 characters.');

/** `POST user` (multipart: image, first_name, last_name). The image is checked separately by content. */
export const updateUserBody = z.object({
  first_name: name.optional(),
  last_name: name.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const overviewResource = z.object({
  teams_count: z.number().int(),
  workspaces_count: z.number().int(),
  companies_count: z.number().int(),
  unread_notifications_count: z.number().int(),
  pending_invites_count: z.number().int(),
});
export type Overview = z.infer<typeof overviewResource>;

export const uploadResource = z.object({ path: z.string(), url: z.string() });
export type Upload = z.infer<typeof uploadResource>;

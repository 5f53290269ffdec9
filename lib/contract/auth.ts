import { z } from 'zod';
import { USER_TYPES, COMPANY_SIZES } from './values-forms';
import { userResource } from './user';
import { optionalWebUrl } from './web-url';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { USER_TYPES, COMPANY_SIZES };

export const email = z.string().trim().toLowerCase().min(1, 'The email field is required.').max(254).email('The email must be a valid email address.');
export const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'The code must be 6 digits.');
const name = z.string().trim().min(1, 'This field is required.').max(100, 'Must be at most 100 characters.');

export const signupBody = z.object({
  email,
  first_name: name,
  last_name: name,
  type: z.enum(USER_TYPES).optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({ email });
export type LoginBody = z.infer<typeof loginBody>;

export const verifyBody = z.object({ email, code });
export type VerifyBody = z.infer<typeof verifyBody>;

export const businessDataBody = z.object({
  company_name: z.string().trim().min(1, 'The company name field is required.').max(150),
  role: z.string().trim().min(1, 'The role field is required.').max(100),
  industry: z.string().trim().max(100).optional(),
  company_size: z.enum(COMPANY_SIZES).optional(),
  website: optionalWebUrl('website'),
});
export type BusinessDataBody = z.infer<typeof businessDataBody>;

/** What the upstream answers on verify-login / verify-signup. The BFF keeps the token and returns only the user. */
export const authTokenResponse = z.object({ data: z.object({ token: z.string(), user: userResource }) });
export type AuthTokenResponse = z.infer<typeof authTokenResponse>;

export const contactBody = z.object({
  name: name,
  email,
  subject: z.string().trim().min(1, 'The subject field is required.').max(200),
  message: z.string().trim().min(1, 'The message field is required.').max(5000),
});
export type ContactBody = z.infer<typeof contactBody>;

export const impersonateBody = z.object({ user_id: z.coerce.number().int().positive() });
export type ImpersonateBody = z.infer<typeof impersonateBody>;

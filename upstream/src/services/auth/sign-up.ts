import { eq } from 'drizzle-orm';
import type { SignupBody } from '@/lib/contract/auth';
import type { AppDeps } from '../../app-env';
import { users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { hitAll } from '../../lib/rate-limit';
import { sendRules } from './code-policy';
import { sendCode } from './send-code';

/**
 * Registers (or refreshes) an unverified account and mails a signup code. A verified account with
 * this email is a 422, as Laravel's unique rule would answer.
 */
export async function signUp(deps: AppDeps, body: SignupBody, ip: string): Promise<{ message: string }> {
  await hitAll(deps.db, sendRules(body.email, ip, deps.config.authLimits), deps.now());
  const [existing] = await deps.db.select().from(users).where(eq(users.email, body.email)).limit(1);
  if (existing?.emailVerifiedAt) throw fieldError('email', 'The email has already been taken.');
  if (existing) {
    await deps.db
      .update(users)
      .set({ firstName: body.first_name, lastName: body.last_name, type: body.type ?? existing.type, updatedAt: deps.now() })
      .where(eq(users.id, existing.id));
  } else {
    await deps.db.insert(users).values({ email: body.email, firstName: body.first_name, lastName: body.last_name, type: body.type ?? null });
  }
  await sendCode(deps, body.email, 'signup', body.first_name);
  return { message: 'We sent a verification code to your email.' };
}

import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { users } from '../../db/schema';
import { hitAll } from '../../lib/rate-limit';
import { sendRules } from './code-policy';
import { sendCode } from './send-code';

export const LOGIN_CODE_MESSAGE = 'If an account exists for this email, we sent a sign-in code to it.';

/** Same answer whether or not the account exists, so the endpoint does not reveal who has one. */
export async function requestLoginCode(deps: AppDeps, email: string, ip: string): Promise<{ message: string }> {
  await hitAll(deps.db, sendRules(email, ip, deps.config.authLimits), deps.now());
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user?.emailVerifiedAt) await sendCode(deps, email, 'login', user.firstName);
  return { message: LOGIN_CODE_MESSAGE };
}

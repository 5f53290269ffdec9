import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { verificationCodes } from '../../db/schema';
import { generateCode, sha256 } from '../../lib/crypto';
import { CODE_TTL_SECONDS } from './code-policy';

/** Replaces any open code for this email and purpose with a new one, and mails it. */
export async function sendCode(deps: AppDeps, email: string, purpose: 'signup' | 'login', firstName: string): Promise<void> {
  const now = deps.now();
  const code = generateCode();
  await deps.db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
  await deps.db.insert(verificationCodes).values({
    email,
    purpose,
    codeHash: sha256(`${email}:${code}`),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
  });
  const what = purpose === 'signup' ? 'finish creating your account' : 'sign in';
  await deps.mailer.send({
    to: email,
    subject: `Your Collab code: ${code}`,
    text: `Hello ${firstName},\n\nUse this code to ${what}: ${code}\n\nIt expires in ${CODE_TTL_SECONDS / 60} minutes and can be used once. If you did not ask for it, ignore this message.\n\n${deps.config.appUrl}/${purpose === 'signup' ? 'signup' : 'login'}?email=${encodeURIComponent(email)}\n`,
  });
}

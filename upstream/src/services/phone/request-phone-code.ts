import { HTTPException } from 'hono/http-exception';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { AppDeps } from '../../app-env';
import { phoneVerifications } from '../../db/schema';
import { generateCode, sha256 } from '../../lib/crypto';
import { fieldError } from '../../lib/errors';
import { hitAll } from '../../lib/rate-limit';
import { PHONE_CODE_TTL_SECONDS, phoneCodeSubject, phoneSendRules } from './phone-code-policy';

export const PHONE_CODE_SENT = 'We sent a verification code to your phone.';

/**
 * Validates the number by its country's metadata, stores a hashed 6-digit code for it (replacing
 * any earlier one of this user) and texts the code. The number is saved on the user only once the
 * code comes back (PUT user/phone).
 */
export async function requestPhoneCode(deps: AppDeps, input: { userId: number; phone: string; ip: string }): Promise<{ message: string }> {
  const parsed = parsePhoneNumberFromString(input.phone);
  if (!parsed?.isValid()) throw fieldError('phone', 'The phone must be a valid number in international format.');
  const phone = parsed.number;
  const now = deps.now();
  await hitAll(deps.db, phoneSendRules(input.userId, input.ip, phone), now);

  const code = generateCode();
  const row = {
    phone,
    codeHash: sha256(phoneCodeSubject(input.userId, phone, code)),
    attempts: 0,
    expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  };
  await deps.db
    .insert(phoneVerifications)
    .values({ userId: input.userId, ...row })
    .onConflictDoUpdate({ target: phoneVerifications.userId, set: row });
  try {
    await deps.sms.send(phone, `Your Collab verification code is ${code}. It expires in ${PHONE_CODE_TTL_SECONDS / 60} minutes.`);
  } catch (error) {
    // The gateway's failure is ours to log, not the caller's fault: a 502, never a 500.
    console.warn('[sms] could not send a phone code:', error instanceof Error ? error.message : error);
    throw new HTTPException(502, { message: 'The text message could not be sent. Please try again later.' });
  }
  return { message: PHONE_CODE_SENT };
}

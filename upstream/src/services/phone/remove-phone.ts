import { eq } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../../app-env';
import { phoneVerifications, users } from '../../db/schema';

/** Clears the user's phone and any code still waiting for it. */
export async function removePhone(deps: AppDeps, userId: number): Promise<UserRow> {
  const now = deps.now();
  await deps.db.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  const [user] = await deps.db.update(users).set({ phone: null, phoneVerifiedAt: null, updatedAt: now }).where(eq(users.id, userId)).returning();
  return user;
}

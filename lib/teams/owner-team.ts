/**
 * The owner team of a new company. A user who administers no team (or wants a fresh one) names a
 * new team in the company form: it is created first through `POST teams`, then the company with it.
 */
import { apiFetch } from '@/lib/api/api-fetch';
import { toFormData } from '@/lib/api/form-data';
import type { Team } from '@/lib/contract/teams';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import type { FieldErrors } from '@/lib/contract/field-errors';

/** The select's value for "a new team". */
export const NEW_TEAM = 'new';

export type OwnerChoice = { mode: 'existing'; teamId: string } | { mode: 'new' };

/**
 * What the owner field stands for: the chosen team (also one just created here, before the team
 * list has caught up); a new team when the user chose "New team" or administers none; else the
 * only admin team (preselected), or none yet ('').
 */
export function ownerChoice(adminTeamIds: readonly number[] | undefined, choice: string): OwnerChoice {
  if (choice && choice !== NEW_TEAM) return { mode: 'existing', teamId: choice };
  if (choice === NEW_TEAM || adminTeamIds?.length === 0) return { mode: 'new' };
  return { mode: 'existing', teamId: adminTeamIds?.length === 1 ? String(adminTeamIds[0]) : '' };
}

export type OwnerTeamResult = { ok: true; team: Team } | { ok: false; errors: FieldErrors };

/** `POST teams` with just a name; the name's errors (ours or the server's) come back under `name`. */
export async function createOwnerTeam(name: string): Promise<OwnerTeamResult> {
  // Imported here: zod stays out of the company form's first load (decision 0014).
  const { createTeamBody } = await import('@/lib/contract/teams');
  const parsed = createTeamBody.safeParse({ name });
  if (!parsed.success) return { ok: false, errors: fieldErrorsFromZod(parsed.error) };
  const res = await apiFetch<Team>('teams', { method: 'POST', formData: toFormData({ name: parsed.data.name }), fallback: 'Failed to create new team' });
  if (res.ok) return { ok: true, team: res.data };
  return { ok: false, errors: { name: res.fieldErrors.name ?? res.messages } };
}

import type { MemberUser } from '@/lib/contract/teams';

/** "Ada Lovelace", else the e-mail, else "Deleted user" (authors can leave). */
export function personName(user: { first_name: string; last_name: string; email: string } | null | undefined): string {
  if (!user) return 'Deleted user';
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** People sorted by name (case-insensitive), the way pickers list them. */
export const byName = (a: MemberUser, b: MemberUser): number => personName(a).localeCompare(personName(b), undefined, { sensitivity: 'base' });

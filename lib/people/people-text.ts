import type { MemberUser } from '@/lib/contract/teams';
import { personName } from './person-name';

// The avatar stacks' texts, apart from the tasks' formatters: a meetings list draws avatars too.
/** Initials of a person for an avatar ("AL"), from the name or the e-mail. */
export function initialsOf(user: Pick<MemberUser, 'first_name' | 'last_name' | 'email'>): string {
  const letters = [user.first_name, user.last_name].map((p) => p.trim()[0] ?? '').join('');
  return (letters || user.email.trim()[0] || '?').toUpperCase();
}

/** "Ada Lovelace, Alan Turing and 2 others" for the accessible name of an avatar stack. */
export function peopleText(users: readonly MemberUser[], shown = 3): string {
  const names = users.map((u) => personName(u));
  if (names.length <= shown) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');
  const rest = names.length - shown;
  return `${names.slice(0, shown).join(', ')} and ${rest} ${rest === 1 ? 'other' : 'others'}`;
}

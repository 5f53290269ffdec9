import type { MemberUser } from '@/lib/contract/teams';

/** Small display helpers of the workspace record screens (pure, tested). */

/** "1 note", "3 notes"; `many` when the plural is not a plain "s". */
export const countText = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A person's name as lists show it; their email when the name is blank; "Former member" without a user. */
export function personName(user: Pick<MemberUser, 'first_name' | 'last_name' | 'email'> | null): string {
  if (!user) return 'Former member';
  return [user.first_name, user.last_name].filter((s) => s.trim() !== '').join(' ') || user.email;
}

// Sizes and hosts are shown the same way on the files and insights screens: one definition.
export { formatBytes, urlHost } from '@/lib/files/format';

/** A note was edited when it changed after it was written (creating sets both times at once). */
export function wasEdited(createdAt: string, updatedAt: string): boolean {
  const c = Date.parse(createdAt);
  const u = Date.parse(updatedAt);
  return Number.isFinite(c) && Number.isFinite(u) && u > c;
}

/** Whether a key press in a note box submits it: Ctrl+Enter or Cmd+Enter (plain Enter adds a line). */
export const isSubmitShortcut = (e: { key: string; ctrlKey: boolean; metaKey: boolean; nativeEvent?: { isComposing?: boolean } }) =>
  e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !e.nativeEvent?.isComposing;

/** "Added by Ann Lee on Mar 4, 2025" (a calendar date: the same on the server and in the browser). */
export function addedText(createdBy: Pick<MemberUser, 'first_name' | 'last_name' | 'email'> | null, createdAt: string, day: (iso: string) => string): string {
  const when = day(createdAt);
  return [createdBy ? `Added by ${personName(createdBy)}` : 'Added', when ? `on ${when}` : null].filter(Boolean).join(' ');
}

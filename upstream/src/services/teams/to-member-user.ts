import type { MemberUser } from '@/lib/contract/teams';
import type { UserRow } from '../../app-env';
import { uploadUrl } from '../../lib/user-resource';

export type MemberUserRow = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'image'>;

/** The public face of a user inside a team (no phone, no flags): what other members may see. */
export function toMemberUser(row: MemberUserRow): MemberUser {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, image: uploadUrl(row.image) };
}

/** How a user is named in mails and notifications; the email when the names are blank. */
export const displayName = (row: MemberUserRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;

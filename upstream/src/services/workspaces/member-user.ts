import type { MemberUser } from '@/lib/contract/teams';
import type { UserRow } from '../../app-env';
import { uploadUrl } from '../../lib/user-resource';

/** A user as shown beside a workspace, request or invite (no private fields). */
export function toMemberUser(row: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'image'>): MemberUser {
  return { id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, image: uploadUrl(row.image) };
}

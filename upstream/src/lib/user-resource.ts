import type { User } from '@/lib/contract/user';
import type { UpstreamConfig } from '../env';
import type { UserRow } from '../app-env';

export const uploadUrl = (name: string | null) => (name ? `/api/uploads/${name}` : null);

export const isSuperadmin = (config: UpstreamConfig, email: string) => config.superadminEmails.includes(email.toLowerCase());

/** The one place a user row becomes the contract's user resource (no secrets, no internal fields). */
export function toUserResource(row: UserRow, config: UpstreamConfig): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    image: uploadUrl(row.image),
    phone: row.phone,
    phone_verified_at: row.phoneVerifiedAt?.toISOString() ?? null,
    type: row.type,
    default_workspace_id: row.defaultWorkspaceId,
    is_superadmin: isSuperadmin(config, row.email),
    business_data_completed: Boolean(row.business),
    business: row.business
      ? {
          company_name: row.business.company_name,
          role: row.business.role,
          industry: row.business.industry || null,
          company_size: row.business.company_size || null,
          website: row.business.website || null,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

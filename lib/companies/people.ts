import type { Assignee, AssignableType, CompanyUser } from '@/lib/contract/relations';
import { ASSIGNABLE_TYPES } from '@/lib/contract/values';
import type { Company } from '@/lib/contract/companies';
import type { Team } from '@/lib/contract/teams';

/** API paths of a company's people (relative to /api). */
export const peopleApi = {
  users: (companyId: number) => `companies/${companyId}/users`,
  /** `{userId}` is the company-user record's id, not the account's. */
  user: (companyId: number, recordId: number) => `companies/${companyId}/users/${recordId}`,
  assignees: (companyId: number) => `companies/${companyId}/assignees`,
  assignee: (companyId: number, assigneeId: number) => `companies/${companyId}/assignees/${assigneeId}`,
  /** The list the items of one type come from: the company's brands, products or retailers. */
  items: (companyId: number, type: AssignableType) => `companies/${companyId}/${type}s`,
};

/** Section 8 texts of the People card: success toast titles and error fallbacks. */
export const PEOPLE_MSG = {
  usersFetch: 'Error fetching company users',
  userAdd: 'Error adding person',
  userUpdate: 'Error updating person',
  userRemove: 'Error removing person',
  userAdded: 'Person added',
  userUpdated: 'Person updated',
  userRemoved: 'Person removed',
  assigneesFetch: 'Error fetching assignees',
  assigneeAdd: 'Error adding assignee',
  assigneeUpdate: 'Error updating assignee',
  assigneeRemove: 'Error removing assignee',
  assigneeAdded: 'Assignee added',
  assigneeUpdated: 'Assignee updated',
  assigneeRemoved: 'Assignee removed',
  membersFetch: 'Error fetching team members',
} as const;

export const TYPE_LABELS: Record<AssignableType, string> = { brand: 'Brand', product: 'Product', retailer: 'Retailer' };
export const itemsFetchError = (type: AssignableType) => `Error fetching ${type}s`;

export const TYPE_OPTIONS = ASSIGNABLE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

export function isAssignableType(value: string): value is AssignableType {
  return (ASSIGNABLE_TYPES as readonly string[]).includes(value);
}

/** "First Last", trimmed; the email when both are empty. */
export function personName(p: { first_name: string; last_name: string | null; email?: string }): string {
  return (
    [p.first_name, p.last_name]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ') ||
    p.email ||
    'Unnamed person'
  );
}

export const companyUserName = (u: CompanyUser) => personName(u);

/** "Brand · Acme" for an assignee row. */
export const assignedItemLabel = (a: Pick<Assignee, 'assignable_type' | 'assignable_name'>) => `${TYPE_LABELS[a.assignable_type]} · ${a.assignable_name}`;

/** The company's teams the caller can read (`GET teams/{id}` is for members only). */
export const readableTeamIds = (company: Pick<Company, 'teams'>) => company.teams.filter((t) => t.role !== null).map((t) => t.id);

export type MemberOption = { value: string; label: string };

/** The members of the given teams as Select options: each person once, sorted by name, with their email. */
export function memberOptions(teams: Pick<Team, 'members'>[]): MemberOption[] {
  const byId = new Map<number, MemberOption>();
  for (const team of teams) {
    for (const { user } of team.members ?? []) {
      if (!byId.has(user.id)) byId.set(user.id, { value: String(user.id), label: `${personName(user)} (${user.email})` });
    }
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** Items (brands, products, retailers) as Select options, sorted by name. */
export const itemOptions = (items: { id: number; name: string }[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name)).map((i) => ({ value: String(i.id), label: i.name }));

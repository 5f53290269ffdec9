import type { AbilityArea, ApiToken } from '@/lib/contract/account';
import { formatDate as formatInstantDate } from '@/lib/dates/format-date';

export type NewToken = { token: string; token_info: ApiToken };

const KIND_LABELS: Record<ApiToken['kind'], string> = {
  session: 'Sign-in session',
  full_access: 'Full access',
  custom: 'Custom',
  impersonation: 'Impersonation',
};

export const tokenKindLabel = (kind: ApiToken['kind']): string => KIND_LABELS[kind];

/** "Full access", or the areas with their level: "teams: write · files: read". */
export function describeAbilities(abilities: readonly string[]): string {
  if (abilities.includes('*')) return 'Full access';
  const levels = new Map<string, 'read' | 'write'>();
  for (const ability of abilities) {
    const [area, level] = ability.split(':');
    if (!area || (level !== 'read' && level !== 'write')) continue;
    if (level === 'write' || !levels.has(area)) levels.set(area, level);
  }
  return levels.size === 0 ? 'No abilities' : [...levels].map(([area, level]) => `${area}: ${level}`).join(' · ');
}

/** Where a token reaches: everywhere its owner can, or the places it was limited to. */
export function describePlaces(scope: { companies: number[]; workspaces: number[] } | null): string {
  if (!scope) return 'All your companies and workspaces';
  const companies = `${scope.companies.length} ${scope.companies.length === 1 ? 'company' : 'companies'}`;
  const workspaces = `${scope.workspaces.length} ${scope.workspaces.length === 1 ? 'workspace' : 'workspaces'}`;
  return `Limited to ${companies} and ${workspaces}`;
}

/** A short date ("Mar 4, 2026"), or the given text for null or an unreadable value. */
export const formatDate = (value: string | null, none: string): string => formatInstantDate(value, none);

export type AbilityLevel = 'none' | 'read' | 'write';

/** The ability list of a read/write grid (write implies read, so only the higher level is sent). */
export function abilitiesFromGrid(grid: Partial<Record<AbilityArea, AbilityLevel>>): string[] {
  return Object.entries(grid).flatMap(([area, level]) => (level === 'read' || level === 'write' ? [`${area}:${level}`] : []));
}

/** The end of a chosen day (`YYYY-MM-DD`, the browser's time zone) as an ISO date-time, or null. */
export function endOfDayIso(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const end = new Date(`${date}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

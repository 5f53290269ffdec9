import { ABILITY_AREAS } from '@/lib/contract/account';

const AREAS: ReadonlySet<string> = new Set(ABILITY_AREAS);

/**
 * Abilities are `<area>:read` / `<area>:write` (write implies read); `*` grants everything. GET and
 * HEAD read, every other method writes. An area outside ABILITY_AREAS (e.g. `superadmin`) can only
 * be reached with `*`, so a custom token never gets there, whatever it lists.
 */
export function hasAbility(abilities: readonly string[], area: string, method: string): boolean {
  if (abilities.includes('*')) return true;
  if (!AREAS.has(area)) return false;
  const need = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  return abilities.includes(`${area}:${need}`) || (need === 'read' && abilities.includes(`${area}:write`));
}

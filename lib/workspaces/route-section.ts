import { GATED_SECTIONS } from '@/lib/permissions/workspace-route';

/** Whether spec §5's rule needs the workspace and the memberships: a gated section of a numeric id. */
export function needsWorkspaceLookup(id: string, section: string | undefined): boolean {
  return /^\d+$/.test(id) && section !== undefined && (GATED_SECTIONS as readonly string[]).includes(section);
}

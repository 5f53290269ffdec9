import { canCreateResources } from './rules';
import type { Membership, WorkspaceLinks } from './rules';

/** The workspace screens whose route the creation permission gates (spec §5 and §6). */
export const GATED_SECTIONS = ['retailers', 'brands', 'products', 'management'] as const;

export type WorkspaceRouteDecision = { kind: 'ok' } | { kind: 'redirect'; to: string };

/**
 * Spec §5: the id must be 'all' or numeric (else the workspaces list); on the retailers, brands,
 * products and management routes (and their details), 'all', a workspace that is not found, or one
 * where the user may not create resources redirect to the workspace home.
 */
export function decideWorkspaceRoute(input: {
  id: string;
  section: string | undefined;
  workspace: WorkspaceLinks | null;
  memberships: readonly Membership[];
}): WorkspaceRouteDecision {
  const { id, section, workspace, memberships } = input;
  if (id !== 'all' && !/^\d+$/.test(id)) return { kind: 'redirect', to: '/workspaces' };
  const gated = section !== undefined && (GATED_SECTIONS as readonly string[]).includes(section);
  if (!gated) return { kind: 'ok' };
  const home = `/workspace/${id}`;
  if (id === 'all' || !workspace || !canCreateResources(memberships, workspace)) return { kind: 'redirect', to: home };
  return { kind: 'ok' };
}

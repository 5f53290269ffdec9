import { BackLink } from '@/components/ui/detail-header';

/** Where the workspace screens lead back to. */
export const WORKSPACES_BACK = { href: '/workspaces', label: 'Workspaces' };

/** The "← Workspaces" eyebrow of the workspace screens (the detail header's back link). */
export function BackToWorkspaces() {
  return <BackLink {...WORKSPACES_BACK} />;
}

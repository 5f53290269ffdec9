import { BackLink } from '@/components/ui/back-link';

/** Where the workspace screens lead back to. */
export const WORKSPACES_BACK = { href: '/workspaces', label: 'Workspaces' };

/** The "← Workspaces" eyebrow of the workspace screens (the detail header's back link). */
export function BackToWorkspaces() {
  return <BackLink {...WORKSPACES_BACK} />;
}

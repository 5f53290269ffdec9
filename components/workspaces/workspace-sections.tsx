import Link from 'next/link';
import { WORKSPACE_SECTIONS } from '@/components/shell/nav-items';
import { Card, CardHeader } from '@/components/ui/card';
import { GATED_SECTIONS } from '@/lib/permissions/workspace-route';

const gated = (path: string) => (GATED_SECTIONS as readonly string[]).includes(path);

/**
 * Links to the workspace's sections. Retailers, brands, products and management are listed only
 * when the caller may create resources (spec §5/§6; the routes redirect otherwise), and never for
 * `all`, where those routes go back to the workspace home.
 */
export function WorkspaceSections({ workspaceId, canCreate }: { workspaceId: string; canCreate: boolean }) {
  const sections = WORKSPACE_SECTIONS.filter(([path]) => path !== '' && (!gated(path) || (canCreate && workspaceId !== 'all')));
  return (
    <Card>
      <CardHeader title="Sections" />
      <ul className="grid grid-cols-1 gap-px overflow-hidden rounded-b-card bg-border sm:grid-cols-2">
        {sections.map(([path, label]) => (
          <li key={path} className="bg-surface">
            <Link href={`/workspace/${workspaceId}/${path}`} className="flex items-center justify-between px-4 py-3 text-sm font-medium hover:bg-muted focus-visible:bg-muted focus-visible:outline-none sm:px-6">
              {label}
              <span aria-hidden="true" className="text-muted-foreground">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

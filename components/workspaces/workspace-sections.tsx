import { Link } from '@/components/ui/link';
import { WORKSPACE_SECTIONS } from '@/components/shell/nav-items';
import { Card, CardHeader } from '@/components/ui/card';
import { GATED_SECTIONS } from '@/lib/permissions/workspace-route';

const gated = (path: string) => (GATED_SECTIONS as readonly string[]).includes(path);

/** One line under each section's name, so the home says what is behind each link. */
const HINTS: Record<string, string> = {
  retailers: 'Retailers, their contacts, products, reviews and notes',
  brands: 'Brands and the team’s notes',
  products: 'Products and the team’s notes',
  insights: 'Findings from the field, with their resources',
  'insight-resources': 'Supporting documents across insights',
  files: 'Shared documents and links, with versions',
  meetings: 'Meetings with goals and topics',
  tasks: 'Tasks and who does them',
  management: 'Details, teams, invites and status',
};

/**
 * Links to the workspace's sections (an odd last one spans both columns: no empty grey cell). Retailers, brands, products and management are listed only
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
          <li
            key={path}
            className="relative flex items-center justify-between gap-3 bg-surface px-4 py-3 hover:bg-muted sm:last:odd:col-span-2 has-focus-visible:bg-muted has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-inset sm:px-6"
          >
            {/* The link is named by its label alone; the hint describes it. Its ::after covers the whole row. */}
            <span className="min-w-0">
              <Link
                href={`/workspace/${workspaceId}/${path}`}
                aria-describedby={HINTS[path] ? `section-hint-${path}` : undefined}
                className="block text-sm font-medium after:absolute after:inset-0 focus-visible:outline-none"
              >
                {label}
              </Link>
              {HINTS[path] ? (
                <span id={`section-hint-${path}`} className="block truncate text-xs text-muted-foreground">
                  {HINTS[path]}
                </span>
              ) : null}
            </span>
            <span aria-hidden="true" className="text-muted-foreground">
              →
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

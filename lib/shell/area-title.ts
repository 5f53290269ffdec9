import { NO_COMPANY_ID } from '@/lib/teams/team-paths';

/** What the page has already loaded that can name its area (nothing is fetched for the title). */
export type AreaNames = {
  /** The user's workspaces (id and name), as the sidebar's workspace list has them. */
  workspaces: readonly { id: number; name: string }[];
  /** The company's name, from the company detail the page fetched. */
  companyName?: string | null;
  /** On a team page: the team's company name, from the team detail the page fetched. */
  teamCompanyName?: string | null;
};

/**
 * The title over an area's sections: the workspace's or company's name when the page has it. An
 * id ("COMPANY 15") means nothing to a reader, so until the name is known the title is the kind
 * of area alone. Teams outside any company live under company 0: they are "Your teams".
 */
export function areaTitle(pathname: string, names: AreaNames): string | null {
  const ws = /^\/workspace\/([^/]+)/.exec(pathname);
  if (ws) {
    if (ws[1] === 'all') return 'All selected workspaces';
    return names.workspaces.find((w) => String(w.id) === ws[1])?.name || 'Workspace';
  }
  const co = /^\/company\/([^/]+)/.exec(pathname);
  if (co) {
    if (co[1] === String(NO_COMPANY_ID)) return 'Your teams';
    return names.companyName || names.teamCompanyName || 'Company';
  }
  return null;
}

/** The company id and, on a team page, the team id of a company-area path. */
export function companyAreaIds(pathname: string): { companyId: number | null; teamId: number | null } {
  const m = /^\/company\/(\d+)(?:\/team\/(\d+))?/.exec(pathname);
  return { companyId: m && Number(m[1]) !== NO_COMPANY_ID ? Number(m[1]) : null, teamId: m?.[2] ? Number(m[2]) : null };
}

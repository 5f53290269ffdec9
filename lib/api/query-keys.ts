/**
 * React Query keys, in one place so live events and mutations invalidate the same entries.
 * Keys are hierarchical: invalidating a prefix (e.g. `queryKeys.workspaces`) refreshes every key
 * under it (`workspacesAll`, `workspace(id)`), which is what spec §4's invite refreshes want.
 */
export const queryKeys = {
  user: ['user'] as const,
  overview: ['user', 'overview'] as const,
  /** `GET user/invites`: team and workspace invites of the signed-in user. */
  invites: ['invites'] as const,

  /** Prefix of every notification query. */
  notifications: ['notifications'] as const,
  /** `GET notifications` pages (infinite query), all or unread only. */
  notificationList: (unreadOnly: boolean) => ['notifications', 'list', { unreadOnly }] as const,
  /** `GET notifications?read=false&per_page=1` → meta.total. */
  unreadCount: ['notifications', 'unread-count'] as const,

  /** Every page of `GET teams` collected into one `Team[]`; also the prefix of every team query. */
  teams: ['teams'] as const,
  team: (teamId: number) => ['teams', 'detail', teamId] as const,

  /** Prefix of every workspace query, `workspacesAll` included (`GET workspaces` pages go under it). */
  workspaces: ['workspaces'] as const,
  /** `GET workspaces/all` as `Workspace[]` (every status; the switcher and sidebar keep approved ones). */
  workspacesAll: ['workspaces', 'all'] as const,
  workspace: (workspaceId: number) => ['workspaces', 'detail', workspaceId] as const,

  /** Prefix of the super-administrator's queries. */
  superadmin: ['superadmin'] as const,
  superadminUsers: (search: string, page: number) => ['superadmin', 'users', search, page] as const,
  /** Prefix of the pages of `GET superadmin/pending-workspace-requests`. */
  pendingWorkspaceRequests: ['superadmin', 'pending-workspace-requests'] as const,
  pendingWorkspaceRequestsPage: (page: number) => ['superadmin', 'pending-workspace-requests', page] as const,
};

/** Spec §4: accepting any invite refreshes the invite lists, teams, workspaces, all workspaces and the overview. */
export const INVITE_ACCEPT_REFRESH = [queryKeys.invites, queryKeys.teams, queryKeys.workspaces, queryKeys.workspacesAll, queryKeys.overview] as const;

/**
 * React Query keys, in one place so live events and mutations invalidate the same entries.
 * Keys are hierarchical: invalidating a prefix (e.g. `queryKeys.workspaces`) refreshes every key
 * under it (`workspacesAll`, `workspace(id)`), which is what spec §4's invite refreshes want.
 */
export const queryKeys = {
  user: ['user'] as const,
  /** `GET {companies|workspaces}/{id}/webhooks` (base is that path); also the prefix of its deliveries. */
  webhooks: (base: string) => ['webhooks', base] as const,
  /** `GET …/webhooks/{id}/deliveries` pages. */
  webhookDeliveries: (base: string, webhookId: number, page: number) => ['webhooks', base, webhookId, 'deliveries', page] as const,
  overview: ['user', 'overview'] as const,
  otherUsers: ['user', 'other-users'] as const,
  /** `GET user/invites`: team and workspace invites of the signed-in user. */
  invites: ['invites'] as const,

  /** Prefix of every notification query. */
  notifications: ['notifications'] as const,
  /** `GET notifications` pages (infinite query), all or unread only, of every kind or one. */
  notificationList: (unreadOnly: boolean, kind: string | null = null) => ['notifications', 'list', { unreadOnly, kind }] as const,
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
  /** `GET workspaces/{id}/members`: the people pickers (attendees, assignees, mentions). */
  workspaceMembers: (workspaceId: number) => ['workspaces', 'members', workspaceId] as const,

  /** Prefix of every company query; `GET companies` pages go under it (`['companies', 'list', …]`). */
  companies: ['companies'] as const,
  company: (companyId: number) => ['companies', companyId, 'detail'] as const,
  /** Workspace content (decision 0004). Workspace retailers, brands and products: prefix of lists, details and sub-lists. */
  workspaceRecords: (kind: 'retailers' | 'brands' | 'products') => ['workspace-records', kind] as const,
  workspaceRecord: (kind: 'retailers' | 'brands' | 'products', workspaceId: number, id: number) =>
    ['workspace-records', kind, 'detail', workspaceId, id] as const,
  /** Notes of one workspace retailer, brand or product (under that record's key, so its notes_count follows). */
  workspaceRecordNotes: (kind: 'retailers' | 'brands' | 'products', workspaceId: number, id: number) =>
    ['workspace-records', kind, 'detail', workspaceId, id, 'notes'] as const,
  /** `GET workspaces/dates` for a scope. */
  workspaceDates: (scope: string) => ['workspace-dates', scope] as const,
  /** Prefix of every file query (lists, details); fileUpdated/fileDeleted invalidate it. */
  files: ['files'] as const,
  file: (fileId: number) => ['files', 'detail', fileId] as const,
  /** Two versions of a file compared (under `files`: a live update refetches it, a deleted version then answers 404). */
  fileCompare: (fileId: number, versionId: number, withId: number) => ['files', 'compare', fileId, versionId, withId] as const,
  /** Prefix of every insight query (lists, details, resources); insightUpdated/insightDeleted invalidate it. */
  insights: ['insights'] as const,
  insight: (insightId: number) => ['insights', 'detail', insightId] as const,
  pendingResources: ['insights', 'pending-resources'] as const,
  insightResources: ['insights', 'resources'] as const,

  /** Meetings and tasks (spec section 7, "Meetings" and "Tasks"): prefixes of lists and details; the live events invalidate them. */
  meetings: ['meetings'] as const,
  meeting: (meetingId: number) => ['meetings', 'detail', meetingId] as const,
  tasks: ['tasks'] as const,
  task: (taskId: number) => ['tasks', 'detail', taskId] as const,
  /** `GET search?q=` results of the header box. */
  search: (q: string) => ['search', q] as const,
};

/** Open activity feeds and histories (decision 0026) and trash lists (0027): every content change may add to them. */
const HISTORY = [['activity'], ['trash']] as const;

/** Live content events (section 4) and the query prefixes each one refreshes in open views. */
export const CONTENT_EVENT_KEYS = {
  fileUpdated: [queryKeys.files, ['workspace-records'], ['workspace-dates'], ...HISTORY],
  fileDeleted: [queryKeys.files, ['workspace-records'], ['workspace-dates'], ...HISTORY],
  insightUpdated: [queryKeys.insights, ['workspace-records'], ['workspace-dates'], ...HISTORY],
  insightDeleted: [queryKeys.insights, ['workspace-records'], ['workspace-dates'], ...HISTORY],
  // A meeting's tasks show on the meeting, and a task's meeting on the task: each refreshes both.
  meetingUpdated: [queryKeys.meetings, queryKeys.tasks, ...HISTORY],
  meetingDeleted: [queryKeys.meetings, queryKeys.tasks, ...HISTORY],
  taskUpdated: [queryKeys.tasks, queryKeys.meetings, ...HISTORY],
  taskDeleted: [queryKeys.tasks, queryKeys.meetings, ...HISTORY],
} as const;

/** Spec §4: accepting any invite refreshes the invite lists, teams, workspaces, all workspaces and the overview. */
export const INVITE_ACCEPT_REFRESH = [queryKeys.invites, queryKeys.teams, queryKeys.workspaces, queryKeys.workspacesAll, queryKeys.overview] as const;

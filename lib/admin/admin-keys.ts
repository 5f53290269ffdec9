/** React Query keys of the super-administrator's screens, apart from the keys every first load carries. */
export const adminKeys = {
  /** Prefix of the super-administrator's queries. */
  superadmin: ['superadmin'] as const,
  superadminUsers: (search: string, page: number) => ['superadmin', 'users', search, page] as const,
  /** Prefix of the pages of `GET superadmin/pending-workspace-requests`. */
  pendingWorkspaceRequests: ['superadmin', 'pending-workspace-requests'] as const,
  pendingWorkspaceRequestsPage: (page: number) => ['superadmin', 'pending-workspace-requests', page] as const,
};

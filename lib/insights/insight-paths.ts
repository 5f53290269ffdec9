/** API paths and app links of the insight screens (downloads always go through the BFF with the session). */
export const INSIGHTS_API = 'insights';
export const PENDING_RESOURCES_API = 'insights/pending-resources';
export const RESOURCES_API = 'insights/resources';

export const insightApi = (id: number) => `insights/${id}`;
export const insightResourceApi = (insightId: number, resourceId: number) => `insights/${insightId}/resources/${resourceId}`;
export const pendingResourceApi = (resourceId: number) => `insights/pending-resources/${resourceId}`;

/** `GET insights/{id}/file` through the BFF (attachment download, never a public URL). */
export const insightFileUrl = (id: number) => `/api/insights/${id}/file`;
export const resourceDownloadUrl = (resourceId: number) => `/api/insights/resources/${resourceId}/download`;

export const insightsHref = (workspaceId: string, params?: { insightId?: number; preselected?: readonly number[] }) => {
  // Ids are digits only, so the commas can stay readable (`?preselectedResources=1,2`).
  const parts: string[] = [];
  if (params?.insightId) parts.push(`insightId=${params.insightId}`);
  if (params?.preselected?.length) parts.push(`preselectedResources=${params.preselected.join(',')}`);
  const qs = parts.join('&');
  return `/workspace/${workspaceId}/insights${qs ? `?${qs}` : ''}`;
};
export const insightResourcesHref = (workspaceId: string) => `/workspace/${workspaceId}/insight-resources`;

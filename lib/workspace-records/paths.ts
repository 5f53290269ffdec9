import type { RecordKind } from './kinds';

/** App addresses of the workspace screens (spec §2) and API paths (endpoints.txt, relative to /api). */
export const recordsHref = (workspaceId: number | string, kind: RecordKind) => `/workspace/${workspaceId}/${kind}`;
export const recordHref = (workspaceId: number | string, kind: RecordKind, id: number) => `/workspace/${workspaceId}/${kind}/${id}`;
export const fileHref = (workspaceId: number | string, fileId: number) => `/workspace/${workspaceId}/files?fileId=${fileId}`;
export const insightHref = (workspaceId: number | string, insightId: number) => `/workspace/${workspaceId}/insights?insightId=${insightId}`;

export const recordsApi = (workspaceId: number, kind: RecordKind) => `workspaces/${workspaceId}/${kind}`;
export const recordApi = (workspaceId: number, kind: RecordKind, id: number) => `workspaces/${workspaceId}/${kind}/${id}`;
/** Across workspaces (`workspace_ids`): the home's counts. */
export const crossRecordsApi = (kind: RecordKind) => `workspaces/${kind}`;

/** Notes are listed at `…/notes`; retailers create at `…/notes`, brands and products at `…/note` (endpoints.txt). */
export const notesApi = (workspaceId: number, kind: RecordKind, id: number) => `${recordApi(workspaceId, kind, id)}/notes`;
export const noteCreateApi = (workspaceId: number, kind: RecordKind, id: number) =>
  `${recordApi(workspaceId, kind, id)}/${kind === 'retailers' ? 'notes' : 'note'}`;
export const noteApi = (noteId: number) => `notes/${noteId}`;

export const RETAILER_SUB_LISTS = ['contacts', 'products', 'insights', 'files', 'reviews'] as const;
export type RetailerSubList = (typeof RETAILER_SUB_LISTS)[number];
export const retailerSubApi = (workspaceId: number, retailerId: number, sub: RetailerSubList) => `${recordApi(workspaceId, 'retailers', retailerId)}/${sub}`;

/** Pickers of the "Add" dialogs: the caller's company records. */
export const companyRetailersApi = 'companies/retailers';
export const companiesApi = 'companies';
export const companyCatalogueApi = (companyId: number, kind: 'brands' | 'products') => `companies/${companyId}/${kind}`;

/**
 * A route id (`retailers/{id}`…) as a positive database id, or null for a 404. Ids too large for the
 * database's integer name no record either.
 */
export function parseRecordId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

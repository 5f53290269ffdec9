/** Addresses of spreadsheet imports (issue 34): the screens and the API paths (relative to /api). */
export const importHref = (companyId: number) => `/company/${companyId}/import`;
export const importRunHref = (companyId: number, importId: number) => `/company/${companyId}/import/${importId}`;

export const importsApi = {
  list: (companyId: number) => `companies/${companyId}/imports`,
  one: (companyId: number, importId: number) => `companies/${companyId}/imports/${importId}`,
  preview: (companyId: number, importId: number) => `companies/${companyId}/imports/${importId}/preview`,
  confirm: (companyId: number, importId: number) => `companies/${companyId}/imports/${importId}/confirm`,
};

/** The full report (CSV), streamed through the BFF with the session: a plain download link. */
export const importReportHref = (companyId: number, importId: number) => `/api/companies/${companyId}/imports/${importId}/report`;

/** React Query keys, under the company's prefix (invalidating the company refreshes them too). */
export const importKeys = {
  all: (companyId: number) => ['companies', companyId, 'imports'] as const,
  list: (companyId: number, page: number) => ['companies', companyId, 'imports', 'list', page] as const,
  one: (companyId: number, importId: number) => ['companies', companyId, 'imports', 'detail', importId] as const,
};

/** Past imports shown a page at a time. */
export const IMPORTS_PER_PAGE = 10;

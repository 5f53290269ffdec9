/** Server-side reads of the import screens (server components only: they read the session cookie). */
import { QueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { dataOf, pageOf } from '@/lib/contract/common';
import { importResource } from '@/lib/contract/imports';
import type { ImportResource } from '@/lib/contract/imports';
import { companyHref } from '@/lib/companies/paths';
import { companyForPage, recordId, requireEditor } from '@/lib/companies/server-pages';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { importKeys, importsApi, IMPORTS_PER_PAGE } from './paths';

async function adminScreen(rawCompanyId: string) {
  const queryClient = new QueryClient();
  const { companyId, company } = await companyForPage(rawCompanyId, queryClient);
  requireEditor(company, companyId, companyHref(companyId));
  return { queryClient, companyId };
}

/** The company (its admins only: others go back to the company) and the first page of its imports, prefetched. */
export async function importScreen(rawCompanyId: string) {
  const { queryClient, companyId } = await adminScreen(rawCompanyId);
  const res = await upstreamJson(importsApi.list(companyId), pageOf(importResource), {
    searchParams: { page: '1', per_page: String(IMPORTS_PER_PAGE) },
  });
  if (res.ok) queryClient.setQueryData(importKeys.list(companyId, 1), res.data);
  return { queryClient, companyId };
}

/** One import of the company, prefetched (404 when it is not the company's), and the user whose channel carries its progress. */
export async function importRunScreen(raw: { companyId: string; importId: string }) {
  const { queryClient, companyId } = await adminScreen(raw.companyId);
  const importId = recordId(raw.importId);
  const [res, user] = await Promise.all([upstreamJson(importsApi.one(companyId, importId), dataOf(importResource)), getCurrentUser()]);
  if (!res.ok && (res.status === 404 || res.status === 403)) notFound();
  const item = res.ok ? (res.data.data as ImportResource) : null;
  if (item && item.company_id !== companyId) notFound();
  if (item) queryClient.setQueryData(importKeys.one(companyId, importId), item);
  return { queryClient, companyId, importId, userId: user.ok ? user.user.id : 0 };
}

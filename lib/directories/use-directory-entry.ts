'use client';

import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/api-error';
import { companyKeys } from '@/lib/companies/company-keys';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { directoryEntryApi, kindMessages } from './kinds';

/** One shared directory entry (`GET {kind}/{id}`), e.g. to name the entry a record is linked to. */
export function useDirectoryEntry(kind: DirectoryKind, id: number | null, initial?: DirectoryEntry | null) {
  return useQuery({
    queryKey: companyKeys.directoryEntry(kind, id ?? 0),
    queryFn: () => apiData<DirectoryEntry>(directoryEntryApi(kind, id ?? 0), { fallback: kindMessages(kind).fetchOne }),
    enabled: id !== null && id > 0,
    initialData: initial && initial.id === id ? initial : undefined,
    staleTime: 5 * 60_000,
  });
}

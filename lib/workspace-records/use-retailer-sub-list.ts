'use client';

import { queryKeys } from '@/lib/api/query-keys';
import { usePagedQuery } from '@/lib/directories/use-paged-query';
import { SUB_LIST_MSG } from './messages';
import { retailerSubApi } from './paths';
import type { RetailerSubList } from './paths';

/**
 * One related list of a workspace retailer, 20 a page. Its key sits under the retailer's, which sits
 * under the `workspace-records` prefix that file and insight events refresh.
 */
export function useRetailerSubList<T>(workspaceId: number, retailerId: number, sub: RetailerSubList) {
  return usePagedQuery<T>(
    [...queryKeys.workspaceRecord('retailers', workspaceId, retailerId), sub],
    retailerSubApi(workspaceId, retailerId, sub),
    {},
    SUB_LIST_MSG[sub],
  );
}

import { and, asc, gt } from 'drizzle-orm';
import { contentFilterQuery } from '@/lib/contract/content-common';
import type { Insight } from '@/lib/contract/insights';
import { insights } from '../../../db/schema';
import { presentInsights } from '../../insights/present-insights';
import { insightConditions } from '../../insights/read-insights';
import type { WorkspaceScope } from '../export-dataset';
import { defineDataset, person } from '../export-dataset';

/**
 * `workspaces/{id}/exports/insights`: the workspace's insights list with its own filters (the path's workspace
 * is `workspace_ids`; paging and `sort` are accepted and ignored).
 */
export const insightsExport = defineDataset({
  name: 'insights',
  title: 'insights',
  ability: 'insights',
  query: contentFilterQuery,
  columns: [
    { header: 'Insight', value: (i: Insight) => i.name },
    { header: 'Type', value: (i: Insight) => i.type },
    { header: 'Category', value: (i: Insight) => i.category },
    { header: 'Summary', value: (i: Insight) => i.summary },
    { header: 'Retailer', value: (i: Insight) => i.retailer_name },
    { header: 'Retailer location', value: (i: Insight) => i.retailer_location },
    { header: 'Brand', value: (i: Insight) => i.brand },
    { header: 'Product', value: (i: Insight) => i.product },
    { header: 'Applies on', value: (i: Insight) => i.applicable_date },
    { header: 'Link', value: (i: Insight) => i.external_url },
    { header: 'Document', value: (i: Insight) => i.file?.original_name ?? null },
    { header: 'Created by', value: (i: Insight) => person(i.created_by) },
    { header: 'Created', value: (i: Insight) => i.created_at },
  ],
  read: async ({ db, viewer }: WorkspaceScope, q, afterId, limit) => {
    const rows = await db
      .select()
      .from(insights)
      .where(and(insightConditions(db, [viewer.ws.id], q), gt(insights.id, afterId)))
      .orderBy(asc(insights.id))
      .limit(limit);
    return presentInsights(db, viewer.userId, rows);
  },
});

import { z } from 'zod';

/**
 * What a person can follow (issue 33): work items, workspace content, the company records brought
 * into a workspace and monitored products. `GET/PUT/DELETE follows/{kind}/{recordId}`.
 */
export const FOLLOW_KINDS = ['task', 'meeting', 'file', 'insight', 'workspace_retailer', 'workspace_brand', 'workspace_product', 'monitoring_product'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** Whether the caller follows the record. */
export const followState = z.object({
  kind: z.enum(FOLLOW_KINDS),
  record_id: z.number().int(),
  following: z.boolean(),
});
export type FollowState = z.infer<typeof followState>;

import { eq } from 'drizzle-orm';
import type { Insight, InsightUpdateBody } from '@/lib/contract/insights';
import type { AppDeps } from '../../app-env';
import { insights, insightWorkspaces } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import type { ReceivedDocument } from '../../lib/streaming-form';
import { requireContentWorkspaces, type InsightAccess } from '../access/content-guard';
import { broadcastToWorkspaces } from '../live/broadcast-to-workspaces';
import type { Patch } from '../../lib/patch';
import { assertInsightLinks } from './read-insights';
import { hiddenLinkKeys } from './keep-hidden-links';
import { BOTH_FILE_AND_URL } from './create-insight';
import { presentInsights } from './present-insights';

/** The fields a `PUT insights/{id}` sent: absent = unchanged, null = cleared. */
export type InsightPatch = Patch<Omit<InsightUpdateBody, 'remove_file'>>;

const LINK_KEYS = [
  'workspace_ids',
  'workspace_company_retailer_id',
  'retailer_location',
  'workspace_company_brand_id',
  'workspace_company_product_id',
] as const;

/**
 * `PUT insights/{id}` (author or manager). `workspace_ids` replaces the workspaces the caller can
 * see (the owner workspace always stays, and workspaces they cannot see are left alone); a newly
 * added one needs the create right. Changing the retailer without sending a location clears the
 * location. A new `file` replaces the stored one and clears `external_url`; a new `external_url`
 * drops the stored file, as does `remove_file`. Old bytes are removed once the change is committed.
 * Readers of every workspace concerned, before and after, get `insightUpdated`. `access` is the
 * handler's requireInsight 'write', checked before the body was read; the create right on the added
 * workspaces depends on the body, so it is checked here.
 */
export async function updateInsight(
  deps: AppDeps,
  access: InsightAccess,
  userId: number,
  patch: InsightPatch,
  opts: { file?: ReceivedDocument; removeFile: boolean },
): Promise<Insight> {
  const { db } = deps;
  const { row, workspaceIds: before, links: visibleLinks } = access;
  const insightId = row.id;
  if (opts.file && patch.external_url) throw fieldError('file', BOTH_FILE_AND_URL);
  const sent = (key: keyof InsightPatch) => key in patch;

  let after = before;
  if (patch.workspace_ids !== undefined) {
    const wanted = patch.workspace_ids ?? [];
    const added = wanted.filter((id) => !before.includes(id));
    if (added.length > 0) await requireContentWorkspaces(db, userId, added, 'create');
    const visible = new Set(visibleLinks.map((ws) => ws.id));
    after = [...new Set([row.workspaceId, ...before.filter((id) => !visible.has(id)), ...wanted])].sort((a, b) => a - b);
  }

  const hidden = await hiddenLinkKeys(db, row, new Set(visibleLinks.map((ws) => ws.id)));
  // A cleared (null) link the editor could not see is kept: they were shown null for it.
  const changes = (key: 'workspace_company_retailer_id' | 'workspace_company_brand_id' | 'workspace_company_product_id') =>
    sent(key) && !(hidden.has(key) && (patch[key] ?? null) === null);
  const retailerId = changes('workspace_company_retailer_id') ? (patch.workspace_company_retailer_id ?? null) : row.workspaceRetailerId;
  const links = {
    retailerId,
    location:
      sent('retailer_location') && !hidden.has('workspace_company_retailer_id')
        ? (patch.retailer_location ?? null)
        : retailerId === row.workspaceRetailerId
          ? row.retailerLocation
          : null,
    brandId: changes('workspace_company_brand_id') ? (patch.workspace_company_brand_id ?? null) : row.workspaceBrandId,
    productId: changes('workspace_company_product_id') ? (patch.workspace_company_product_id ?? null) : row.workspaceProductId,
  };
  if (LINK_KEYS.some(sent)) await assertInsightLinks(db, after, links);

  const content: Partial<typeof insights.$inferInsert> = {};
  const clearedFile = { storageName: null, originalName: null, mime: null, size: null };
  if (opts.file)
    Object.assign(content, {
      storageName: opts.file.storageName,
      originalName: opts.file.originalName,
      mime: opts.file.mime,
      size: opts.file.size,
      externalUrl: null,
    });
  else if (patch.external_url) Object.assign(content, clearedFile, { externalUrl: patch.external_url });
  else {
    if (opts.removeFile) Object.assign(content, clearedFile);
    if (sent('external_url')) content.externalUrl = null;
  }
  const oldBytes = 'storageName' in content && row.storageName ? row.storageName : null;

  const [updated] = await db.transaction(async (tx) => {
    if (after !== before) {
      await tx.delete(insightWorkspaces).where(eq(insightWorkspaces.insightId, insightId));
      await tx.insert(insightWorkspaces).values(after.map((workspaceId) => ({ insightId, workspaceId })));
    }
    return tx
      .update(insights)
      .set({
        ...(patch.name ? { name: patch.name } : {}),
        ...(patch.type ? { type: patch.type } : {}),
        ...(sent('summary') ? { summary: patch.summary ?? null } : {}),
        ...(sent('category') ? { category: patch.category ?? null } : {}),
        ...(sent('applicable_date') ? { applicableDate: patch.applicable_date ?? null } : {}),
        workspaceRetailerId: links.retailerId,
        retailerLocation: links.location,
        workspaceBrandId: links.brandId,
        workspaceProductId: links.productId,
        ...content,
        updatedAt: deps.now(),
      })
      .where(eq(insights.id, insightId))
      .returning();
  });
  if (oldBytes) await deps.storage.remove(oldBytes);

  const concerned = [...new Set([...before, ...after])];
  await broadcastToWorkspaces(deps, concerned, 'insightUpdated', { id: insightId, workspace_ids: concerned });
  const [insight] = await presentInsights(db, userId, [updated]);
  return insight;
}

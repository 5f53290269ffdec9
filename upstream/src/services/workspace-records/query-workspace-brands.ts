import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { WorkspaceBrand } from '@/lib/contract/workspace-records';
import type { Db } from '../../db/client';
import { brands, companies, notes, users, workspaceBrands, workspaces } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';
import type { ListWindow } from '../../lib/list-query';
import { uploadUrl } from '../../lib/user-resource';
import { toMemberUser } from '../workspaces/present-workspaces';

/** Workspace brands as the contract's resource (the brand's fields, names, creator, notes count). */
export async function queryWorkspaceBrands(db: Db, q: ListWindow & { where: SQL | undefined }): Promise<WorkspaceBrand[]> {
  const rows = await applyWindow(
    db
      .select({
        wb: workspaceBrands,
        b: brands,
        workspaceName: workspaces.name,
        companyName: companies.name,
        creator: users,
        notesCount: sql<number>`(select count(*) from ${notes} where ${notes.workspaceBrandId} = ${workspaceBrands.id})`.mapWith(Number),
      })
      .from(workspaceBrands)
      .innerJoin(brands, eq(brands.id, workspaceBrands.brandId))
      .innerJoin(workspaces, eq(workspaces.id, workspaceBrands.workspaceId))
      .innerJoin(companies, eq(companies.id, brands.companyId))
      .leftJoin(users, eq(users.id, workspaceBrands.createdBy))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map((r) => ({
    id: r.wb.id,
    workspace_id: r.wb.workspaceId,
    workspace_name: r.workspaceName,
    company_id: r.b.companyId,
    company_name: r.companyName,
    brand_id: r.b.id,
    name: r.b.name,
    image: uploadUrl(r.b.image),
    description: r.b.description,
    tagline: r.b.tagline,
    category: r.b.category,
    website_url: r.b.websiteUrl,
    notes_count: r.notesCount,
    created_by: r.creator ? toMemberUser(r.creator) : null,
    created_at: r.wb.createdAt.toISOString(),
  }));
}

import { brands, companies, companyRetailers, companyTeams, products, workspaceBrands, workspaceProducts, workspaceRetailers } from '../db/schema';
import type { TestApp } from './create-test-app';

let seq = 0;

/** A company owned by `teamId` (its members may bring its records into workspaces). */
export async function makeCompany(t: TestApp, teamId: number, name = 'Acme'): Promise<number> {
  seq += 1;
  const [c] = await t.deps.db
    .insert(companies)
    .values({ name, subdomain: `acme-${Date.now().toString(36)}-${seq}` })
    .returning({ id: companies.id });
  await t.deps.db.insert(companyTeams).values({ companyId: c.id, teamId });
  return c.id;
}

/** A company retailer brought into a workspace; returns both ids. */
export async function makeWorkspaceRetailer(t: TestApp, opts: { workspaceId: number; companyId: number; name?: string; locations?: string[] }) {
  const [cr] = await t.deps.db
    .insert(companyRetailers)
    .values({ companyId: opts.companyId, name: opts.name ?? 'Retailer', locations: opts.locations ?? ['Austin, TX'] })
    .returning({ id: companyRetailers.id });
  const [wr] = await t.deps.db
    .insert(workspaceRetailers)
    .values({ workspaceId: opts.workspaceId, companyRetailerId: cr.id })
    .returning({ id: workspaceRetailers.id });
  return { companyRetailerId: cr.id, workspaceRetailerId: wr.id };
}

export async function makeWorkspaceBrand(t: TestApp, opts: { workspaceId: number; companyId: number; name?: string }) {
  const [b] = await t.deps.db
    .insert(brands)
    .values({ companyId: opts.companyId, name: opts.name ?? 'Brand' })
    .returning({ id: brands.id });
  const [wb] = await t.deps.db.insert(workspaceBrands).values({ workspaceId: opts.workspaceId, brandId: b.id }).returning({ id: workspaceBrands.id });
  return { brandId: b.id, workspaceBrandId: wb.id };
}

export async function makeWorkspaceProduct(t: TestApp, opts: { workspaceId: number; companyId: number; brandId?: number; name?: string }) {
  const [p] = await t.deps.db
    .insert(products)
    .values({ companyId: opts.companyId, brandId: opts.brandId ?? null, name: opts.name ?? 'Product' })
    .returning({ id: products.id });
  const [wp] = await t.deps.db.insert(workspaceProducts).values({ workspaceId: opts.workspaceId, productId: p.id }).returning({ id: workspaceProducts.id });
  return { productId: p.id, workspaceProductId: wp.id };
}

/** A multipart body with one document part (bytes given as text or bytes). */
export function documentForm(
  fields: Record<string, string | string[]>,
  file?: { field?: string; name: string; bytes: string | Uint8Array; type?: string },
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) form.append(Array.isArray(v) ? `${k}[]` : k, item);
  if (file) form.append(file.field ?? 'file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/octet-stream' }), file.name);
  return form;
}

/** The smallest bytes each sniffed type accepts. */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

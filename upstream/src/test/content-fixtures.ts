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

/** A company's brand, product or retailer, by direct insert with any other columns: what a workspace brings in. */
export async function makeCompanyBrand(t: TestApp, companyId: number, name: string, fields: Partial<typeof brands.$inferInsert> = {}): Promise<number> {
  const [row] = await t.deps.db
    .insert(brands)
    .values({ companyId, name, ...fields })
    .returning({ id: brands.id });
  return row.id;
}

export async function makeCompanyProduct(t: TestApp, companyId: number, name: string, fields: Partial<typeof products.$inferInsert> = {}): Promise<number> {
  const [row] = await t.deps.db
    .insert(products)
    .values({ companyId, name, ...fields })
    .returning({ id: products.id });
  return row.id;
}

export async function makeCompanyRetailer(
  t: TestApp,
  companyId: number,
  name: string,
  fields: Partial<typeof companyRetailers.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.deps.db
    .insert(companyRetailers)
    .values({ companyId, name, ...fields })
    .returning({ id: companyRetailers.id });
  return row.id;
}

/** A company retailer brought into a workspace; returns both ids. */
export async function makeWorkspaceRetailer(t: TestApp, opts: { workspaceId: number; companyId: number; name?: string; locations?: string[] }) {
  const companyRetailerId = await makeCompanyRetailer(t, opts.companyId, opts.name ?? 'Retailer', { locations: opts.locations ?? ['Austin, TX'] });
  const [wr] = await t.deps.db.insert(workspaceRetailers).values({ workspaceId: opts.workspaceId, companyRetailerId }).returning({ id: workspaceRetailers.id });
  return { companyRetailerId, workspaceRetailerId: wr.id };
}

export async function makeWorkspaceBrand(t: TestApp, opts: { workspaceId: number; companyId: number; name?: string }) {
  const brandId = await makeCompanyBrand(t, opts.companyId, opts.name ?? 'Brand');
  const [wb] = await t.deps.db.insert(workspaceBrands).values({ workspaceId: opts.workspaceId, brandId }).returning({ id: workspaceBrands.id });
  return { brandId, workspaceBrandId: wb.id };
}

export async function makeWorkspaceProduct(t: TestApp, opts: { workspaceId: number; companyId: number; brandId?: number; name?: string }) {
  const productId = await makeCompanyProduct(t, opts.companyId, opts.name ?? 'Product', { brandId: opts.brandId ?? null });
  const [wp] = await t.deps.db.insert(workspaceProducts).values({ workspaceId: opts.workspaceId, productId }).returning({ id: workspaceProducts.id });
  return { productId, workspaceProductId: wp.id };
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

import type { AnyColumn, SQL } from 'drizzle-orm';
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { WorkspaceDates } from '@/lib/contract/content-common';
import type { Membership, WorkspaceLinks } from '@/lib/permissions/rules';
import type { Db } from '../../db/client';
import {
  brands,
  companyRetailers,
  files,
  fileWorkspaces,
  insights,
  insightWorkspaces,
  products,
  workspaceBrands,
  workspaceProducts,
  workspaceRetailers,
} from '../../db/schema';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { requireCompany } from '../access/company-guard';
import { requireContentWorkspaces } from '../access/content-guard';

/** The three kinds of company record a workspace brings in; notes use the same names. */
export type RecordKind = 'retailer' | 'brand' | 'product';

export const RECORD_TABLES = { retailer: workspaceRetailers, brand: workspaceBrands, product: workspaceProducts } as const;
export const RECORD_LABELS: Record<RecordKind, string> = { retailer: 'Retailer', brand: 'Brand', product: 'Product' };

/** The caller as one workspace sees them: what the record and note rights are computed from. */
export type WorkspaceViewer = { userId: number; memberships: Membership[]; ws: WorkspaceLinks };

/**
 * Checks the caller's access to one approved workspace ('read', or 'create' for section 6's
 * restricted creation and read-only teams): outsiders 404, members without the right 403.
 */
export async function requireWorkspaceViewer(db: Db, userId: number, workspaceId: number, need: 'read' | 'create'): Promise<WorkspaceViewer> {
  const { memberships, links } = await requireContentWorkspaces(db, userId, [workspaceId], need);
  // requireContentWorkspaces threw unless the workspace was loaded.
  return { userId, memberships, ws: links.get(workspaceId)! };
}

export type WorkspaceRecordRow = { id: number; workspaceId: number; createdBy: number | null };

/** A workspace record by id under its workspace's path; one of another workspace is a 404 here. */
export async function requireWorkspaceRecord(db: Db, kind: RecordKind, workspaceId: number, recordId: number): Promise<WorkspaceRecordRow> {
  const table = RECORD_TABLES[kind];
  const [row] = await db
    .select({ id: table.id, workspaceId: table.workspaceId, createdBy: table.createdBy })
    .from(table)
    .where(and(eq(table.id, recordId), eq(table.workspaceId, workspaceId)))
    .limit(1);
  if (!row) throw notFound(RECORD_LABELS[kind]);
  return row;
}

/**
 * A company record may be brought into a workspace only by someone who can read its company. A
 * record that does not exist and one of a company the caller cannot see answer the same 422, so
 * other companies' ids are not confirmed.
 */
export async function assertVisibleCompanyRecord(db: Db, userId: number, companyId: number | undefined, field: string, label: string): Promise<void> {
  const invalid = fieldError(field, `The selected ${label} is invalid.`);
  if (companyId === undefined) throw invalid;
  try {
    await requireCompany(db, userId, companyId, 'read');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw invalid;
    throw error;
  }
}

/** `column IN ids`, or no filter when the list is absent or empty (an empty filter means "all"). */
export function idsFilter(column: AnyColumn, ids: number[] | undefined): SQL | undefined {
  return ids && ids.length > 0 ? inArray(column, ids) : undefined;
}

const DAY_MS = 86_400_000;

/** A timestamp within inclusive calendar days (UTC), either bound optional. */
export function withinDays(column: AnyColumn, from: string | null | undefined, to: string | null | undefined): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) out.push(lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)));
  return out;
}

/** The workspace retailers with these ids: their workspace, company retailer and name (no query when there are none). */
export async function loadWorkspaceRetailerNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaceRetailers.id, workspaceId: workspaceRetailers.workspaceId, companyRetailerId: companyRetailers.id, name: companyRetailers.name })
    .from(workspaceRetailers)
    .innerJoin(companyRetailers, eq(companyRetailers.id, workspaceRetailers.companyRetailerId))
    .where(inArray(workspaceRetailers.id, ids));
}

/** The workspace brands with these ids: their workspace and the brand's name (no query when there are none). */
export async function loadWorkspaceBrandNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaceBrands.id, workspaceId: workspaceBrands.workspaceId, name: brands.name })
    .from(workspaceBrands)
    .innerJoin(brands, eq(brands.id, workspaceBrands.brandId))
    .where(inArray(workspaceBrands.id, ids));
}

/** The workspace products with these ids: their workspace and the product's name (no query when there are none). */
export async function loadWorkspaceProductNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: workspaceProducts.id, workspaceId: workspaceProducts.workspaceId, name: products.name })
    .from(workspaceProducts)
    .innerJoin(products, eq(products.id, workspaceProducts.productId))
    .where(inArray(workspaceProducts.id, ids));
}

type Bounds = { first: string | null; last: string | null };

/** A timestamp's calendar day in UTC, as YYYY-MM-DD. */
const utcDay = (column: unknown) => sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/**
 * `GET workspaces/dates`: the first and last content days of these workspaces (already reduced to
 * what the caller may see), for the date filter's bounds: files (when created), insights (their
 * applicable date, else when created) and workspace retailers (when added). Nulls when empty.
 */
export async function workspaceDates(db: Db, workspaceIds: number[]): Promise<WorkspaceDates> {
  if (workspaceIds.length === 0) return { first: null, last: null };
  const fileDay = utcDay(files.createdAt);
  const [fileBounds] = await db
    .select({ first: sql<string | null>`min(${fileDay})`, last: sql<string | null>`max(${fileDay})` })
    .from(files)
    .where(
      or(
        inArray(files.workspaceId, workspaceIds),
        inArray(files.id, db.select({ id: fileWorkspaces.fileId }).from(fileWorkspaces).where(inArray(fileWorkspaces.workspaceId, workspaceIds))),
      ),
    );
  const insightDay = sql`coalesce(to_char(${insights.applicableDate}, 'YYYY-MM-DD'), ${utcDay(insights.createdAt)})`;
  const [insightBounds] = await db
    .select({ first: sql<string | null>`min(${insightDay})`, last: sql<string | null>`max(${insightDay})` })
    .from(insights)
    .where(
      or(
        inArray(insights.workspaceId, workspaceIds),
        inArray(
          insights.id,
          db.select({ id: insightWorkspaces.insightId }).from(insightWorkspaces).where(inArray(insightWorkspaces.workspaceId, workspaceIds)),
        ),
      ),
    );
  const retailerDay = utcDay(workspaceRetailers.createdAt);
  const [retailerBounds] = await db
    .select({ first: sql<string | null>`min(${retailerDay})`, last: sql<string | null>`max(${retailerDay})` })
    .from(workspaceRetailers)
    .where(inArray(workspaceRetailers.workspaceId, workspaceIds));
  return combine([fileBounds, insightBounds, retailerBounds]);
}

/** YYYY-MM-DD strings order like the days they name. */
function combine(all: Bounds[]): WorkspaceDates {
  const firsts = all
    .map((b) => b.first)
    .filter((d): d is string => d !== null)
    .sort();
  const lasts = all
    .map((b) => b.last)
    .filter((d): d is string => d !== null)
    .sort();
  return { first: firsts[0] ?? null, last: lasts.at(-1) ?? null };
}

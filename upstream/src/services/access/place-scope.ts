import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TokenScope } from '@/lib/contract/account';
import type { AppEnv } from '../../app-env';
import { forbidden } from '../../lib/errors';

/**
 * The places a custom token is limited to (issue 31, decision 0036): `null` — no limit, what every
 * session and full-access token has — or the companies and workspaces its owner chose. A scoped
 * token reaches only those places: a company or workspace outside its scope is 404, exactly as if
 * its owner could not see it, and lists leave it out.
 *
 * Why a request-scoped store and not a parameter: the access module's guards take `(db, userId)`
 * and are called from ~200 handlers and services; the scope narrows what those guards grant, in the
 * guards themselves (company-guard, memberships, content-guard) and in the few list queries that
 * select visible places on their own. One rule, applied where access is decided, and a handler
 * cannot forget to pass it.
 */
type Holder = { scope: TokenScope | null };

const storage = new AsyncLocalStorage<Holder>();

/** App middleware: every request gets its own holder; requireAuth fills it once the token is known. */
export const placeScopeStore: MiddlewareHandler<AppEnv> = (c, next) => storage.run({ scope: null }, next);

/** Called by requireAuth with the resolved token's scope. */
export function setPlaceScope(scope: TokenScope | null): void {
  const holder = storage.getStore();
  if (holder) holder.scope = scope;
}

/** The current caller's scope; null outside a request (jobs, seeds) and for unscoped tokens. */
export function currentPlaceScope(): TokenScope | null {
  return storage.getStore()?.scope ?? null;
}

export function companyInScope(companyId: number): boolean {
  const scope = currentPlaceScope();
  return !scope || scope.companies.includes(companyId);
}

export function workspaceInScope(workspaceId: number): boolean {
  const scope = currentPlaceScope();
  return !scope || scope.workspaces.includes(workspaceId);
}

/** Keeps the ids a scoped caller may reach (all of them when unscoped). */
export function companiesInScope(ids: number[]): number[] {
  const scope = currentPlaceScope();
  return scope ? ids.filter((id) => scope.companies.includes(id)) : ids;
}

export function workspacesInScope(ids: number[]): number[] {
  const scope = currentPlaceScope();
  return scope ? ids.filter((id) => scope.workspaces.includes(id)) : ids;
}

/** A condition for a query over companies (`undefined`: no limit; `false` when the scope lists none). */
export function companyScopeCondition(column: AnyPgColumn): SQL | undefined {
  const scope = currentPlaceScope();
  if (!scope) return undefined;
  return scope.companies.length > 0 ? inArray(column, scope.companies) : sql`false`;
}

export function workspaceScopeCondition(column: AnyPgColumn): SQL | undefined {
  const scope = currentPlaceScope();
  if (!scope) return undefined;
  return scope.workspaces.length > 0 ? inArray(column, scope.workspaces) : sql`false`;
}

/**
 * A token limited to places cannot make new ones: the company or workspace it created would be
 * outside its own scope at once. 403, said plainly, before the body is read.
 */
export function requireUnscoped(what: 'companies' | 'workspaces'): void {
  if (currentPlaceScope()) throw forbidden(`A token limited to chosen companies and workspaces cannot create ${what}.`);
}

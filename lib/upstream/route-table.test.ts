import type { AppDeps } from '@/upstream/src/app-env';
import { createApp, routeTable } from '@/upstream/src/app';
import { loadConfig } from '@/upstream/src/env';
import { allEndpoints, matchEndpoint } from './endpoints';

/**
 * The BFF forwards only what its allowlist (endpoint-list.ts) names, and the upstream serves only
 * what its route table holds: the two must agree. A route added upstream and forgotten in the
 * allowlist would be unreachable from the app; an allowlist line with no route would forward to a 404.
 */

/** Upstream routes the browser never reaches through /api/<path>, and why. */
const INTERNAL: Record<string, string> = {
  'POST superadmin/impersonation/verify': 'called server-side only, by lib/session/confirm-impersonation-link.ts',
  'GET calendar-feeds/{file}': 'the public subscription address /calendar/<secret>.ics, served by app/calendar/[file]/route.ts without a session',
};

// The table needs no database: the app is built around inert dependencies and never served.
const inert = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('not available while reading the route table');
    },
  },
);
const table = routeTable(
  createApp({
    config: loadConfig({ NODE_ENV: 'test' }),
    db: inert,
    mailer: inert,
    storage: inert,
    publisher: inert,
    now: () => new Date(),
  } as unknown as AppDeps),
);

describe('the BFF allowlist and the upstream route table', () => {
  it('forwards every upstream route, or names it as internal', () => {
    const unlisted = table.filter((route) => {
      const [method, path] = route.split(' ');
      if (INTERNAL[route]) return false;
      // A sample path: each {param} filled with a value its pattern accepts.
      const sample = path.replace(/\{(\w+)\}/g, (_m, name: string) => (name.endsWith('Id') ? '1' : 'x1'));
      return !matchEndpoint(method, sample);
    });
    expect(unlisted).toEqual([]);
  });

  it('names no call the upstream does not serve', () => {
    const served = new Set(table.map((route) => route.replace(/\{\w+\}/g, '{}')));
    const dangling = allEndpoints()
      .map((e) => `${e.method} ${e.pattern.replace(/\{\w+\}/g, '{}')}`)
      .filter((route) => !served.has(route));
    expect(dangling).toEqual([]);
  });

  it('lists as internal only routes that exist', () => {
    expect(Object.keys(INTERNAL).filter((route) => !table.includes(route))).toEqual([]);
  });
});

import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { NEXT_API_ROUTES, isRelayedPath } from './relayed-paths';

/** `/api/…` paths of app/api's route files, the catch-all excepted. */
function routeFiles(dir: string, prefix: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('[') ? [] : routeFiles(full, `${prefix}/${name}`);
    return name === 'route.ts' ? [prefix] : [];
  });
}

describe('relayed paths', () => {
  it('leaves every route handler of its own in app/api to Next', () => {
    expect([...NEXT_API_ROUTES].sort()).toEqual(routeFiles(path.join(process.cwd(), 'app', 'api'), '/api').sort());
  });

  it.each([
    ['/api/companies/1/brands', true],
    ['/api/auth/logout', false],
    ['/api/auth/logout/', false],
    ['/api//teams', false],
    ['/api', false],
    ['/login', false],
    ['/api/auth/login', true],
  ])('%s → relayed: %s', (pathname, relayed) => {
    expect(isRelayedPath(pathname)).toBe(relayed);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every route folder has the one shape of docs/conventions.md ("A new route"): a reader who knows
 * one resource's folder knows them all. Checked on the files, so a new folder is held to it the day
 * it is added.
 */
const ROUTES = __dirname;
/** Resource folders: `routes/<resource>/`, and monitoring's resources under `routes/monitoring/<resource>/`. */
const GROUPS = new Set(['monitoring']);
const ALLOWED = [
  /^index\.ts$/,
  /^routes\.ts$/,
  /^handlers\.ts$/,
  /^[a-z0-9-]+-routes\.ts$/,
  /^[a-z0-9-]+-handlers\.ts$/,
  /^[a-z0-9-]+\.test\.ts$/,
  /^test-kit\.ts$/,
];

function resourceFolders(): string[] {
  const out: string[] = [];
  for (const name of readdirSync(ROUTES)) {
    const dir = path.join(ROUTES, name);
    if (!statSync(dir).isDirectory()) continue;
    if (GROUPS.has(name)) {
      for (const sub of readdirSync(dir)) if (statSync(path.join(dir, sub)).isDirectory()) out.push(path.join(dir, sub));
    } else out.push(dir);
  }
  return out;
}

const folders = resourceFolders();
const rel = (file: string) => path.relative(ROUTES, file);

describe('route folders', () => {
  it('hold only index.ts, routes.ts, handlers.ts, <part>-routes.ts, <part>-handlers.ts, tests and a test-kit.ts', () => {
    const strays: string[] = [];
    for (const dir of folders) {
      for (const file of readdirSync(dir)) {
        if (statSync(path.join(dir, file)).isDirectory()) strays.push(`${rel(path.join(dir, file))}/ (a folder)`);
        else if (!ALLOWED.some((re) => re.test(file))) strays.push(rel(path.join(dir, file)));
      }
    }
    for (const file of readdirSync(ROUTES)) if (statSync(path.join(ROUTES, file)).isFile() && !/^[a-z0-9-]+\.test\.ts$/.test(file)) strays.push(file);
    for (const group of GROUPS)
      for (const file of readdirSync(path.join(ROUTES, group))) if (statSync(path.join(ROUTES, group, file)).isFile()) strays.push(path.join(group, file));
    expect(strays).toEqual([]);
  });

  it('register every route through createResourceRouter, in index.ts, with authentication from its access', () => {
    const offenders: string[] = [];
    for (const dir of folders) {
      const index = path.join(dir, 'index.ts');
      let text = '';
      try {
        text = readFileSync(index, 'utf8');
      } catch {
        offenders.push(`${rel(dir)}: no index.ts`);
        continue;
      }
      if (!text.includes('createResourceRouter(')) offenders.push(`${rel(index)}: no createResourceRouter`);
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
        const source = readFileSync(path.join(dir, file), 'utf8');
        if (/\.openapi\(|numericIds\(|new OpenAPIHono|createRouter\(\)/.test(source)) offenders.push(`${rel(path.join(dir, file))}: registers outside route()`);
        // Authentication, abilities and security come from the router's `access`, never from a config.
        if (/requireAuth\(|requireSuperadmin|bearerSecurity|\bsecurity:/.test(source))
          offenders.push(`${rel(path.join(dir, file))}: authenticates outside createResourceRouter's access`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('import no other route folder (shared pieces live in upstream/src/lib, shared test helpers in upstream/src/test)', () => {
    const offenders: string[] = [];
    for (const dir of folders) {
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        const source = readFileSync(path.join(dir, file), 'utf8');
        for (const match of source.matchAll(/from '(\.\.?\/[^']+)'/g)) {
          const target = path.resolve(dir, match[1]);
          if (target.startsWith(ROUTES + path.sep) && !target.startsWith(dir + path.sep)) offenders.push(`${rel(path.join(dir, file))} -> ${match[1]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});

/**
 * Decision 0011: a `loading.tsx` streams its skeleton with status 200 before the page below it
 * runs, so a page that would answer 404 (or redirect) must never sit below one. Skeletons are
 * therefore only for leaf screens: the segment holds its own page and nothing else routable, and
 * that page does not decide a 404 or a redirect itself (the access check is a layout above).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const APP = path.join(process.cwd(), 'app');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(APP);
const loadings = files.filter((f) => path.basename(f) === 'loading.tsx');
const rel = (f: string) => path.relative(APP, f);

describe('loading.tsx placement', () => {
  it('the sidebar destinations and the main records have a skeleton', () => {
    const where = loadings.map((f) => rel(path.dirname(f)));
    for (const screen of [
      '(app)/(home)',
      '(app)/companies/(list)',
      '(app)/workspace/[workspaceId]/files',
      '(app)/company/[companyId]/(area)/brands/(list)',
      '(app)/company/[companyId]/(area)/brands/[brandId]/(view)',
      '(app)/teams/[teamId]',
    ]) {
      expect(where).toContain(screen);
    }
  });

  it.each(loadings.map(rel))('%s wraps only its own page, which decides no 404 or redirect', (loading) => {
    const dir = path.join(APP, path.dirname(loading));
    // The segment's own layout renders above its loading boundary (that is where a record's 404 is decided).
    const pagesBelow = files.filter(
      (f) => f.startsWith(`${dir}${path.sep}`) && f !== path.join(dir, 'layout.tsx') && /^(page|layout|route)\.tsx?$/.test(path.basename(f)),
    );
    expect(pagesBelow.map(rel)).toEqual([rel(path.join(dir, 'page.tsx'))]);
    const page = readFileSync(path.join(dir, 'page.tsx'), 'utf8');
    expect(page).not.toMatch(/\bnotFound\(|\bredirect\(|gateWorkspaceRoute/);
  });
});

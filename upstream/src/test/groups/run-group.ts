import path from 'node:path';
// First, at the top level: this module registers the afterAll that closes the group's one database.
// Loaded first inside a member's `describe`, it would close the database when that member ends.
import './../create-test-app';

const repositoryRoot = path.resolve(__dirname, '../../../..');

/**
 * Runs the member files of group `n` (scripts/jest-groups.mjs plans them; jest.config.js passes the
 * plan in JEST_UPSTREAM_GROUPS). Each member is loaded inside a `describe` named after its path, so
 * its top-level hooks and `let`s stay its own while the module graph and the database are shared.
 */
export function runGroup(n: number): void {
  const groups = JSON.parse(process.env.JEST_UPSTREAM_GROUPS ?? '[]') as string[][];
  const members = groups[n - 1];
  if (!members?.length)
    throw new Error(
      `Group ${n} has no files: run the whole upstream suite with npm test or npm run test:upstream (JEST_GROUPS=1), or one file with npx jest <file>.`,
    );
  for (const member of members) {
    describe(member.replace(/^upstream\/src\//, ''), () => {
      // A static import cannot sit inside a describe, and the member's hooks must.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(repositoryRoot, member));
    });
  }
}

import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../..');

/**
 * Runs the member files of group `n` of a Jest project (scripts/jest-groups.mjs plans them;
 * jest.config.js hands the plan over in JEST_TEST_GROUPS). Each member is loaded inside a `describe`
 * named after its path, so its top-level hooks and `let`s stay its own while the module graph (and,
 * upstream, the database) is shared.
 */
export function runGroup(project: 'upstream' | 'bff', n: number): void {
  const plan = JSON.parse(process.env.JEST_TEST_GROUPS ?? '{}') as Partial<Record<'upstream' | 'bff', string[][]>>;
  const members = plan[project]?.[n - 1];
  if (!members?.length) {
    throw new Error(`Group ${n} of ${project} has no files: run the whole suite with npm test (JEST_GROUPS=1), or one file with npx jest <file>.`);
  }
  for (const member of members) {
    describe(member, () => {
      // A static import cannot sit inside a describe, and the member's hooks must.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(path.join(repositoryRoot, member));
    });
  }
}

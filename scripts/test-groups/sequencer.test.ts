import path from 'node:path';
import GroupedSequencer from './sequencer.mjs';

/**
 * Without Jest's timing cache (CI's clean clone) a grouped run starts the long walks, then the
 * groups, largest first, then the other files: a group file is a few bytes, and Jest's own order
 * (largest file first) would start the groups, the run's longest units, last.
 */
const rootDir = path.resolve(__dirname, '../..');
const test = (relative: string) => ({ path: path.join(rootDir, relative), context: { config: { cache: false } } });

it('orders the long walks, then the rest by size, a group by the size of its members', () => {
  const before = process.env.JEST_TEST_GROUPS;
  process.env.JEST_TEST_GROUPS = JSON.stringify({
    upstream: [
      ['upstream/src/routes/teams/teams.test.ts', 'upstream/src/routes/tasks/tasks.test.ts'],
      ['upstream/src/routes/notes/notes.test.ts', 'upstream/src/routes/tasks/tasks.test.ts'],
    ],
    bff: [],
  });
  try {
    const sequencer = new GroupedSequencer({ contexts: [], globalConfig: { rootDir } });
    const order = sequencer
      .sort([
        test('proxy.test.ts'),
        test('upstream/src/test/groups/02.test.ts'),
        test('upstream/src/test/groups/01.test.ts'),
        test('upstream/src/test/authz/authz-matrix.test.ts'),
        test('scripts/launcher.test.ts'),
      ])
      .map((t) => path.relative(rootDir, t.path));
    expect(order.slice(0, 2).sort()).toEqual(['scripts/launcher.test.ts', 'upstream/src/test/authz/authz-matrix.test.ts']);
    expect(order.slice(2)).toEqual(['upstream/src/test/groups/01.test.ts', 'upstream/src/test/groups/02.test.ts', 'proxy.test.ts']);
  } finally {
    if (before === undefined) delete process.env.JEST_TEST_GROUPS;
    else process.env.JEST_TEST_GROUPS = before;
  }
});

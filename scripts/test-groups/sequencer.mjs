/**
 * The order of a grouped run (JEST_GROUPS=1) on a machine without Jest's timing cache, such as CI's
 * clean clone. Jest then runs the largest files first, and a group file is a few bytes: the groups,
 * the longest units of the run, would start last and leave one worker idle while the other ends the
 * last group. Here the long walks start first (the authorization matrix, the fuzz, the crash test,
 * the process-spawning tests), then the groups by the size of their members, then the other files
 * by size, so the short files fill in at the end. With timings cached, Jest's own order is kept.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import micromatch from 'micromatch';
import jestSequencer from '@jest/test-sequencer';
import { GROUPS, groupFile } from '../jest-groups.mjs';

const Sequencer = jestSequencer.default ?? jestSequencer;
const LONG_WALK = Number.MAX_SAFE_INTEGER;

function weights(root) {
  const plan = JSON.parse(process.env.JEST_TEST_GROUPS ?? '{}');
  const byPath = new Map();
  for (const [project, groups] of Object.entries(plan)) {
    groups.forEach((members, i) => {
      const size = members.reduce((sum, f) => sum + statSync(path.join(root, f)).size, 0);
      byPath.set(path.join(root, groupFile(project, i + 1)), size);
    });
  }
  return byPath;
}

export default class GroupedSequencer extends Sequencer {
  constructor(options) {
    super(options);
    this.root = options.globalConfig.rootDir;
  }

  sort(tests) {
    if (tests.some((test) => this.time(test) != null)) return super.sort(tests);
    const root = this.root;
    const groupSize = weights(root);
    const longWalks = Object.values(GROUPS).flatMap((g) => g.aloneByPath);
    const weight = (test) => {
      const relative = path.relative(root, test.path).split(path.sep).join('/');
      if (micromatch.isMatch(relative, longWalks)) return LONG_WALK;
      return groupSize.get(test.path) ?? statSync(test.path).size;
    };
    const cached = new Map(tests.map((test) => [test.path, weight(test)]));
    return [...tests].sort((a, b) => cached.get(b.path) - cached.get(a.path) || a.path.localeCompare(b.path));
  }
}

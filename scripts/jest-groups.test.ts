import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GROUPS, groupFile, planTests, ENGINE_SUITES } from './jest-groups.mjs';
import type { Project } from './jest-groups.mjs';

/**
 * The grouped run (`npm test`) must run every test file that `npx jest` finds, each exactly once,
 * and keep alone the files whose process-wide changes could leak into a neighbour.
 */
const root = path.resolve(__dirname, '..');
function everyTestFile(dirs: string[], groupDir: string): string[] {
  return dirs
    .flatMap((dir) => readdirSync(path.join(root, dir), { recursive: true }).map((f) => `${dir}/${String(f).split(path.sep).join('/')}`))
    .filter((f) => f.endsWith('.test.ts') && !(f.startsWith(`${groupDir}/`) && /^\d+\.test\.ts$/.test(path.basename(f))))
    .sort();
}
const everyFile: Record<Project, string[]> = {
  upstream: everyTestFile(['upstream/src'], GROUPS.upstream.dir),
  bff: [...everyTestFile(['lib', 'app', 'components', 'scripts'], GROUPS.bff.dir), 'proxy.test.ts'].sort(),
};

describe.each([
  ['upstream', false],
  ['upstream', true],
  ['bff', false],
] as const)('the plan of %s (the engine slice: %s)', (project, engineSlice) => {
  const plan = planTests(root, project, { engineSlice });
  const planned = [...plan.groups.flat(), ...plan.alone];

  it('holds each file once, in a group or alone', () => {
    expect(new Set(planned).size).toBe(planned.length);
    if (engineSlice) expect(planned.every((f) => everyFile.upstream.includes(f))).toBe(true);
    else expect([...planned].sort()).toEqual(everyFile[project]);
  });

  it('uses only group files that exist, none with fewer than two members', () => {
    expect(plan.groups.length).toBeGreaterThan(0);
    expect(plan.groups.length).toBeLessThanOrEqual(GROUPS[project].count);
    plan.groups.forEach((members, i) => {
      expect(members.length).toBeGreaterThan(1);
      expect(existsSync(path.join(root, groupFile(project, i + 1)))).toBe(true);
    });
  });

  it('keeps alone every file that mocks modules or changes the environment', () => {
    const risky = plan.groups
      .flat()
      .filter((f) => /jest\.mock\(|process\.env\.\w+ = |setLogLevel\(|jest-groups: alone/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(risky).toEqual([]);
  });
});

it('keeps the long walks alone, and in the engine slice plans the engine-dependent suites', () => {
  expect(planTests(root, 'upstream', { engineSlice: false }).alone).toEqual(expect.arrayContaining(['upstream/src/test/authz/authz-matrix.test.ts']));
  const slice = planTests(root, 'upstream', { engineSlice: true });
  const planned = [...slice.groups.flat(), ...slice.alone];
  expect(planned.length).toBeGreaterThanOrEqual(ENGINE_SUITES.length);
  expect(planned).toEqual(expect.arrayContaining(['upstream/src/test/crash/crash-writes.test.ts', 'upstream/src/routes/auth/auth.test.ts']));
});

it.each(['upstream', 'bff'] as const)('has a group file for every number the plan of %s may fill', (project) => {
  const files = readdirSync(path.join(root, GROUPS[project].dir)).filter((f) => /^\d+\.test\.ts$/.test(f));
  expect(files.sort()).toEqual(Array.from({ length: GROUPS[project].count }, (_, i) => path.basename(groupFile(project, i + 1))));
});

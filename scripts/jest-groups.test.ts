import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GROUP_COUNT, GROUP_DIR, planUpstreamTests, POSTGRES_SUITES } from './jest-groups.mjs';

/**
 * The grouped run (`npm run jest`) must run every upstream test file that `npx jest` finds, each
 * exactly once, and keep alone the files whose process-wide changes could leak into a neighbour.
 */
const root = path.resolve(__dirname, '..');
const allUpstreamTests = readdirSync(path.join(root, 'upstream/src'), { recursive: true })
  .map((f) => `upstream/src/${String(f).split(path.sep).join('/')}`)
  .filter((f) => f.endsWith('.test.ts') && !f.startsWith(`${GROUP_DIR}/`))
  .sort();

describe.each([false, true])('the plan (on PostgreSQL: %s)', (onPostgres) => {
  const plan = planUpstreamTests(root, { onPostgres });
  const planned = [...plan.groups.flat(), ...plan.alone];

  it('holds each file once, in a group or alone', () => {
    expect(new Set(planned).size).toBe(planned.length);
    if (!onPostgres) expect([...planned].sort()).toEqual(allUpstreamTests);
  });

  it('uses only group files that exist, none empty', () => {
    expect(plan.groups.length).toBeGreaterThan(0);
    expect(plan.groups.length).toBeLessThanOrEqual(GROUP_COUNT);
    plan.groups.forEach((members, i) => {
      expect(members.length).toBeGreaterThan(1);
      expect(existsSync(path.join(root, GROUP_DIR, `${String(i + 1).padStart(2, '0')}.test.ts`))).toBe(true);
    });
  });

  it('keeps alone every file that mocks modules or changes the environment', () => {
    const grouped = plan.groups.flat();
    const risky = grouped.filter((f) => /jest\.mock\(|process\.env\.\w+ = |setLogLevel\(/.test(readFileSync(path.join(root, f), 'utf8')));
    expect(risky).toEqual([]);
    if (!onPostgres) expect(plan.alone).toEqual(expect.arrayContaining(['upstream/src/test/authz/authz-matrix.test.ts']));
  });
});

it('on PostgreSQL plans exactly the engine-dependent suites, each of which exists', () => {
  const plan = planUpstreamTests(root, { onPostgres: true });
  const planned = [...plan.groups.flat(), ...plan.alone];
  expect(planned.length).toBeGreaterThanOrEqual(POSTGRES_SUITES.length);
  expect(planned.every((f) => allUpstreamTests.includes(f))).toBe(true);
  expect(planned).toEqual(expect.arrayContaining(['upstream/src/test/crash/crash-writes.test.ts', 'upstream/src/routes/auth/auth.test.ts']));
});

it('gives every group file a number the plan can fill', () => {
  const files = readdirSync(path.join(root, GROUP_DIR)).filter((f) => f.endsWith('.test.ts'));
  expect(files.sort()).toEqual(Array.from({ length: GROUP_COUNT }, (_, i) => `${String(i + 1).padStart(2, '0')}.test.ts`));
});

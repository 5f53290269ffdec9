import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_SECTIONS } from '@/lib/routes/area-sections';
import { isWorkspaceRoute } from './area-routes';

/** A segment's screen: its page.tsx, or one inside a route group such as `(list)` (decision 0011). */
const hasPage = (segment: string) =>
  existsSync(path.join(segment, 'page.tsx')) ||
  (existsSync(segment) && readdirSync(segment).some((name) => /^\(.+\)$/.test(name) && existsSync(path.join(segment, name, 'page.tsx'))));

it('gives every workspace section and detail its own page (unknown paths are Next’s 404)', () => {
  const dir = path.join(process.cwd(), 'app/(app)/workspace/[workspaceId]');
  const sections = WORKSPACE_SECTIONS.map(([p]) => p).filter((p) => p !== '');
  expect(sections.filter((p) => !hasPage(path.join(dir, p)))).toEqual([]);
  for (const detail of ['retailers/[retailerId]', 'brands/[brandId]', 'products/[productId]', 'meetings/[meetingId]'])
    expect(existsSync(path.join(dir, detail, 'page.tsx'))).toBe(true);
  expect(existsSync(path.join(dir, '[...rest]'))).toBe(false);
  expect(isWorkspaceRoute(['meetings', '12'])).toBe(true);
});

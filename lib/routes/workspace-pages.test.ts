import { existsSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_SECTIONS } from '@/lib/routes/area-sections';
import { isWorkspaceRoute } from './area-routes';

it('gives every workspace section and detail its own page (unknown paths are Next’s 404)', () => {
  const dir = path.join(process.cwd(), 'app/(app)/workspace/[workspaceId]');
  const sections = WORKSPACE_SECTIONS.map(([p]) => p).filter((p) => p !== '');
  expect(sections.filter((p) => !existsSync(path.join(dir, p, 'page.tsx')))).toEqual([]);
  for (const detail of ['retailers/[retailerId]', 'brands/[brandId]', 'products/[productId]', 'meetings/[meetingId]']) expect(existsSync(path.join(dir, detail, 'page.tsx'))).toBe(true);
  expect(existsSync(path.join(dir, '[...rest]'))).toBe(false);
  expect(isWorkspaceRoute(['meetings', '12'])).toBe(true);
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { WORKSPACE_SECTIONS } from '@/components/shell/nav-items';
import { isLaterWorkspaceRoute, isWorkspaceRoute, LATER_WORKSPACE_SECTIONS } from './area-routes';

describe('the workspace catch-all serves only the sections of a later issue', () => {
  it.each([[['meetings']], [['meetings', '7']], [['tasks']]])('%p is a later section', (rest) => {
    expect(isLaterWorkspaceRoute(rest)).toBe(true);
  });
  it.each([[['retailers']], [['retailers', '3']], [['files']], [['insights']], [['nope']], [['tasks', '1']], [['meetings', '1', 'x']], [[]]])('%p is not (own page, or a 404)', (rest) => {
    expect(isLaterWorkspaceRoute(rest)).toBe(false);
  });
  it('still knows the built sections as workspace routes (their pages are folders)', () => {
    expect(isWorkspaceRoute(['brands', '12'])).toBe(true);
    expect(isWorkspaceRoute(['products', '4'])).toBe(true);
  });
});

it('gives every other workspace section its own page, so the catch-all 404 never hides a built screen', () => {
  const dir = path.join(process.cwd(), 'app/(app)/workspace/[workspaceId]');
  const built = WORKSPACE_SECTIONS.map(([p]) => p).filter((p) => p !== '' && !(LATER_WORKSPACE_SECTIONS as readonly string[]).includes(p));
  expect(built.filter((p) => !existsSync(path.join(dir, p, 'page.tsx')))).toEqual([]);
  for (const detail of ['retailers/[retailerId]', 'brands/[brandId]', 'products/[productId]']) expect(existsSync(path.join(dir, detail, 'page.tsx'))).toBe(true);
});

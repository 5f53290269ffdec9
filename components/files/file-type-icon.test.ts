import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from '@/lib/ui/contrast';
import { TINTS } from './file-type-icon';

/** Tailwind's palette, as the build reads it. */
const theme = readFileSync(path.join(process.cwd(), 'node_modules/tailwindcss/theme.css'), 'utf8');
const colour = (name: string) => {
  const m = theme.match(new RegExp(`--color-${name}:\\s*([^;]+);`));
  if (!m) throw new Error(`No colour ${name}`);
  return m[1];
};

it('draws every file-type badge’s letters at 4.5:1 or more on its tint', () => {
  const ratios = Object.entries(TINTS).map(([kind, classes]) => {
    const bg = classes.match(/bg-([a-z]+-\d+)/)?.[1] ?? '';
    const fg = classes.match(/text-([a-z]+-\d+)/)?.[1] ?? '';
    return { kind, ratio: Math.round(contrastRatio(colour(fg), colour(bg)) * 100) / 100 };
  });
  expect(ratios.filter((r) => r.ratio < 4.5)).toEqual([]);
  // The red PDF badge was 4.36:1 with red-600.
  expect(ratios.find((r) => r.kind === 'pdf')?.ratio).toBeGreaterThan(5.5);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contrastRatio } from './contrast';

/** The `--name: value` declarations of the first CSS block whose selector starts with `selector`. */
function block(css: string, selector: string): Record<string, string> {
  const at = css.indexOf(`${selector}`);
  if (at < 0) throw new Error(`No ${selector} block`);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
const light = block(css, ':root {');
const dark = block(css, ':root.dark');
const COLOURS = Object.keys(light).filter((k) => light[k].startsWith('#'));

/** Text colour on the backgrounds it is drawn on across the app. */
const TEXT_PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['foreground', 'surface'],
  ['foreground', 'muted'],
  ['foreground', 'warning-soft'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'surface'],
  ['muted-foreground', 'muted'],
  ['primary', 'surface'],
  ['primary', 'background'],
  ['primary', 'primary-soft'],
  ['primary-foreground', 'primary'],
  ['danger', 'surface'],
  ['danger', 'background'],
  ['danger', 'danger-soft'],
  ['danger-foreground', 'danger'],
  ['success', 'surface'],
  ['success', 'success-soft'],
  ['dark', 'surface'],
  ['background', 'dark'],
];

describe('theme colours', () => {
  it('gives every colour of the light theme a dark value', () => {
    expect(COLOURS.filter((k) => !dark[k])).toEqual([]);
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('keeps text at 4.5:1 or more in the %s theme', (_name, theme) => {
    const weak = TEXT_PAIRS.map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: Math.round(contrastRatio(theme[fg], theme[bg]) * 100) / 100 })).filter(
      (r) => r.ratio < 4.5,
    );
    expect(weak).toEqual([]);
  });
});

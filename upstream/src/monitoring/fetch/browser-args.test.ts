import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BROWSER_ARGS, HEADLESS_DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from './browser-args';

const CHROMIUM = '/usr/bin/chromium';
const withChromium = existsSync(CHROMIUM) ? it : it.skip;

/** The feature names Playwright's own `--disable-features` carries, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(createRequire(__filename).resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = bundle.match(/disabledFeatures = \[([\s\S]*?)\]\.filter/)?.[1];
  if (!list) throw new Error('playwright-core no longer spells its disabledFeatures list as this test reads it');
  const withoutComments = list.replace(/\/\/.*$/gm, '');
  // A conditional entry (`process.env.X ? "" : "Name"`) is left out: Playwright adds it only sometimes.
  return [...withoutComments.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1]);
}

describe('BROWSER_ARGS', () => {
  it('keeps every feature Playwright turns off (Chromium reads only the last --disable-features)', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(expect.arrayContaining(theirs.sort()));
    const flags = BROWSER_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const ours = flags[0].slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...theirs, ...HEADLESS_DISABLED_FEATURES]));
  });

  withChromium(
    'a browser launched with them has no hidden address-bar page, only the page it opened',
    async () => {
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS, timeout: 30_000 });
      try {
        const page = await (await browser.newContext()).newPage();
        await page.setContent('<h1>Hello</h1>');
        const cdp = await browser.newBrowserCDPSession();
        const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
        expect(targetInfos.map((t) => `${t.type} ${t.url}`)).toEqual(['page about:blank']);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});

/**
 * A CPU profile of one page load, as the phone profile slows it (`Emulation.setCPUThrottlingRate`):
 * `bench/lighthouse.ts --cpu-profile DIR` writes `<screen>.cpuprofile` (open it in Chromium's
 * DevTools, Performance panel) and prints the functions with the most self time, with their
 * script, line and column (a `SOURCE_MAPS=1` build maps them back to the source).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; hitCount?: number };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** A browser context the size of Lighthouse's mobile profile (a Moto G Power), signed in with `cookie`. */
export function phoneContext(browser: Browser, cookie: string | null): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: cookie ? { cookie } : {},
  });
}

/** Self time per function (ms, by the samples' time deltas), largest first. */
export function selfTimes(profile: Profile): { name: string; ms: number }[] {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url ? new URL(frame.url, 'http://x').pathname.split('/').pop() : '';
    const name = `${frame.functionName || '(anonymous)'} ${file ? `${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`.trim();
    ms.set(name, (ms.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...ms].map(([name, t]) => ({ name, ms: t })).sort((a, b) => b.ms - a.ms);
}

/** Loads `url` once at the phone's size with the CPU `slowdown` times slower, profiling until `settleMs` after load. */
export async function cpuProfile(
  browser: Browser,
  url: string,
  cookie: string | null,
  out: string,
  name: string,
  slowdown = 4,
  settleMs = 3000,
): Promise<string[]> {
  const context = await phoneContext(browser, cookie);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    writeFileSync(path.join(out, `${name.replaceAll(' ', '-')}.cpuprofile`), JSON.stringify(profile));
    const total = (profile.endTime - profile.startTime) / 1000;
    const top = selfTimes(profile).filter((f) => !/^\((idle|program|garbage collector)\)/.test(f.name));
    return [`${Math.round(total)} ms profiled (CPU ${slowdown}× slower)`, ...top.slice(0, 20).map((f) => `${f.ms.toFixed(0).padStart(6)} ms  ${f.name}`)];
  } finally {
    await context.close();
  }
}

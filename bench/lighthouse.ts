/**
 * Lighthouse's mobile profile (its default config: a mid-range phone's screen, 4x CPU slowdown and
 * slow 4G, simulated) on every main screen of a seeded tenant: `npm run bench:lighthouse`.
 *
 * It starts the e2e stack (scripts/e2e-server.mjs) on BENCH_PORT (3300 unless set; needs `npm run
 * build` first), or with `--reuse` uses the one already answering there; seeds one user with a team,
 * an approved workspace holding a record of each kind, and a company with a brand, a product, a
 * retailer and a monitored product with two prices; then runs Lighthouse `--runs` times (3) per
 * screen in Debian's Chromium (/usr/bin/chromium, CHROMIUM_PATH) and prints the median of each
 * figure, and the largest-contentful-paint element of the run with the median score.
 *
 * The session cookie reaches Lighthouse as an extra header (it resets the browser's storage before
 * each run, cookies included). `--only tasks,files` measures only those screens; `--out DIR` keeps
 * every run's report (JSON) for profiling: its main-thread tasks, long tasks and so on;
 * `--cpu-profile DIR` also loads each screen once with the CPU 4× slower under a sampling profiler,
 * writes `<screen>.cpuprofile` there and prints the functions with the most self time
 * (bench/cpu-profile.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { cpuProfile, phoneContext } from './cpu-profile';
import { BFF, mailedCode, mails, startStack, stopStack, waitFor } from './stack-lib';
import { HEADLESS_DISABLED_FEATURES } from '../upstream/src/monitoring/fetch/browser-args';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(flag('runs') ?? 3);
const REUSE = args.includes('--reuse') || process.env.LIGHTHOUSE_REUSE === '1';
const ONLY = flag('only')?.split(',');
const OUT = flag('out');
const OBSERVE_CPU = Number(flag('observe-cpu') ?? 1);
const MUTATIONS = args.includes('--mutations');
const CPU_PROFILE = flag('cpu-profile');

/** A cookie jar of one, for the seeding calls through the BFF as a browser makes them. */
class Session {
  cookie = '';
  async call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { origin: BFF };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${BFF}/api/${url}`, { method, headers, body: payload });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) {
      const jar = new Map(this.cookie ? this.cookie.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c] as const) : []);
      for (const c of set) jar.set(c.slice(0, c.indexOf('=')), c);
      this.cookie = [...jar.values()].join('; ');
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
  }
  post<T>(url: string, body: unknown) {
    return this.call<T>('POST', url, body);
  }
}

const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function signUp(email: string): Promise<Session> {
  const s = new Session();
  const before = (await mails(email)).length;
  try {
    await s.post('auth/signup', { email, first_name: 'Lena', last_name: 'Lighthouse' });
    await s.post('auth/verify-signup', { email, code: await mailedCode(email, before) });
  } catch {
    // The address has an account already (a reused stack's super-administrator): sign in instead.
    const sent = (await mails(email)).length;
    await s.post('auth/login', { email });
    await s.post('auth/verify-login', { email, code: await mailedCode(email, sent) });
  }
  return s;
}

type Screen = { name: string; path: string; signedIn: boolean };

/** The tenant, and the screens with their paths. */
async function seed(): Promise<{ cookie: string; screens: Screen[] }> {
  const stamp = Date.now().toString(36);
  const u = await signUp(`lighthouse-${stamp}@bench.test`);
  await u.post('auth/signup/business-data', { company_name: 'Bench Inc', role: 'Tester' });
  const team = await u.post<{ id: number }>('teams', form({ name: 'Phone team' }));
  const ws = await u.post<{ id: number }>('workspaces', form({ name: `Spring reset ${stamp}`, team_id: String(team.id) }));
  const admin = await signUp('admin@e2e.test');
  await admin.post('superadmin/approve-workspace', { workspace_id: ws.id });

  const company = await u.post<{ id: number }>('companies', form({ name: 'Northwind Foods', subdomain: `lh-${stamp}`, team_id: String(team.id) }));
  const c = `companies/${company.id}`;
  const brand = await u.post<{ id: number }>(`${c}/brands`, form({ name: 'Aurora' }));
  const product = await u.post<{ id: number }>(`${c}/products`, form({ name: 'Oat crunch 500 g' }));
  const cr = await u.post<{ id: number }>(`${c}/retailers`, form({ name: 'Corner Market', locations: 'Austin TX' }));
  const wr = await u.post<{ id: number }>(`workspaces/${ws.id}/retailers`, { company_retailer_id: cr.id });
  const pdf = new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' });
  const fileForm = form({ name: 'Q3 plan', workspace_id: String(ws.id), category: 'Sales' });
  fileForm.append('file', pdf, 'plan.pdf');
  const file = await u.post<{ id: number }>('files', fileForm);
  await u.post('insights', form({ name: 'Endcap gap', type: 'Market', workspace_id: String(ws.id), applicable_date: day(-3), category: 'Marketing' }));
  const task = await u.post<{ id: number }>('tasks', { workspace_id: ws.id, title: 'Send the price list', due_date: day(-2) });
  const meeting = await u.post<{ id: number }>('meetings', {
    workspace_id: ws.id,
    title: 'Line review',
    starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    goals: ['Agree the spring range'],
  });
  const mp = await u.post<{ id: number }>(`${c}/monitoring-products`, { name: 'Kettle' });
  const mon = `${c}/monitoring-products/${mp.id}`;
  const page = await u.post<{ id: number }>(`${mon}/pages`, { url: 'https://shop.example/kettle', status: 'paused' });
  for (const [amount, ago] of [
    [4990, 3],
    [4490, 1],
  ] as const)
    await u.post(`${mon}/prices`, { page_id: page.id, amount, currency: 'EUR', observed_at: new Date(Date.now() - ago * 86_400_000).toISOString() });

  const co = `/company/${company.id}`;
  const w = `/workspace/${ws.id}`;
  const screens: [string, string][] = [
    ['home', '/'],
    ['companies', '/companies'],
    ['company', co],
    ['brands', `${co}/brands`],
    ['brand', `${co}/brands/${brand.id}`],
    ['product', `${co}/products/${product.id}`],
    ['monitoring', `${co}/monitoring`],
    ['monitoring product', `${co}/monitoring/${mp.id}`],
    ['price overview', `${co}/monitoring/${mp.id}/overview`],
    ['workspace home', w],
    ['files', `${w}/files`],
    ['file', `${w}/files?fileId=${file.id}`],
    ['tasks', `${w}/tasks`],
    ['task', `${w}/tasks?taskId=${task.id}`],
    ['meetings', `${w}/meetings`],
    ['meeting', `${w}/meetings/${meeting.id}`],
    ['insights', `${w}/insights`],
    ['retailer detail', `${w}/retailers/${wr.id}`],
    ['profile', '/profile'],
  ];
  return {
    cookie: u.cookie,
    screens: [{ name: 'login', path: '/login', signedIn: false }, ...screens.map(([name, p]) => ({ name, path: p, signedIn: true }))],
  };
}

type Figures = {
  perf: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  bp: number;
  lcpElement: string;
  final: string;
  shifts?: string[];
  profile?: string[];
};

function figures(lhr: Result): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The element audit is a list whose first table names the node.
  type Node = { node?: { selector?: string; snippet?: string; nodeLabel?: string } };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Node[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const element = node ? `${node.snippet?.slice(0, 70) ?? node.selector} "${(node.nodeLabel ?? '').slice(0, 40)}"` : '—';
  return {
    perf: score('performance'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    lcpElement: element,
    final: lhr.finalDisplayedUrl,
  };
}

type Observed = { lcpElement: string; shifts: string[]; errors: string[] };

/** In the page before its own scripts; a string, as tsx would add helpers a page does not have to a function. */
const OBSERVER = `
(() => {
  const seen = { lcp: '', shifts: [] };
  window.__observed = seen;
  const describe = (n) => {
    if (!n) return '(gone)';
    const e = n instanceof Element ? n : n.parentElement;
    if (!e) return n.nodeName;
    const cls = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\\s+/).slice(0, 4).join('.') : '';
    return '<' + e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + cls + '> "' + (e.textContent || '').trim().slice(0, 40) + '"';
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.lcp = describe(e.element) + ' at ' + Math.round(e.startTime) + ' ms';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const moved = e.sources.map((s) => describe(s.node) + ' y ' + Math.round(s.previousRect.y) + '→' + Math.round(s.currentRect.y) + ' h ' + Math.round(s.previousRect.height) + '→' + Math.round(s.currentRect.height));
      seen.shifts.push(e.value.toFixed(3) + ' at ' + Math.round(e.startTime) + ' ms: ' + moved.join('; '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Elements taken out of the page or put into it (with --mutations): what a shift's gap was.
  if (window.__MUTATIONS__) {
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.removedNodes) if (n.nodeType === 1 && seen.shifts.length < 200) seen.shifts.push('removed at ' + Math.round(performance.now()) + ' ms: ' + describe(n) + ' from ' + describe(r.target));
        for (const n of r.addedNodes) if (n.nodeType === 1 && n.offsetHeight > 20 && seen.shifts.length < 200) seen.shifts.push('added at ' + Math.round(performance.now()) + ' ms: ' + describe(n) + ' h ' + n.offsetHeight);
      }
    }).observe(document, { childList: true, subtree: true });
  }
})();
`;

/**
 * The largest-contentful-paint element and the layout shifts with what moved, seen by the page's
 * own PerformanceObserver in the phone's viewport, loaded at full speed as Lighthouse's simulated
 * throttling loads it (`--observe-cpu 4` slows the CPU as a phone's). Lighthouse 12.2's trace
 * reader fails on this Chromium's screenshot events ("frame_sequence"), which takes its element and
 * layout-shift audits with it (the metrics are unaffected).
 */
async function observe(browser: Browser, url: string, cookie: string | null): Promise<Observed> {
  const context = await phoneContext(browser, cookie);
  try {
    const page = await context.newPage();
    // A boundary React could not hydrate (its recoverable error) is redrawn from nothing: a shift.
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text().slice(0, 200));
    });
    page.on('pageerror', (e) => errors.push(e.message.slice(0, 200)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: OBSERVE_CPU });
    if (MUTATIONS) await page.addInitScript('window.__MUTATIONS__ = true');
    await page.addInitScript(OBSERVER);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const seen = await page.evaluate(() => (window as unknown as { __observed: { lcp: string; shifts: string[] } }).__observed);
    return { lcpElement: seen.lcp || '—', shifts: seen.shifts, errors };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * chrome-launcher's own `--disable-features` list plus the hidden address-bar page's features
 * (browser-args.ts): Chromium keeps only the last such flag, and that page's renderer otherwise
 * takes CPU from the page being measured on this 2-core machine.
 */
function disableFeaturesFlag(): string {
  const prefix = '--disable-features=';
  const theirs = chromeLauncher.Launcher.defaultFlags().find((f) => f.startsWith(prefix));
  return prefix + [...(theirs ? theirs.slice(prefix.length).split(',') : []), ...HEADLESS_DISABLED_FEATURES].join(',');
}

async function main() {
  const stack = REUSE ? null : (await startStack()).stack;
  if (REUSE) await waitFor(`${BFF}/login`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      disableFeaturesFlag(),
    ],
  });
  try {
    const { cookie, screens } = await seed();
    const chosen = ONLY ? screens.filter((s) => ONLY.includes(s.name)) : screens;
    if (OUT) mkdirSync(OUT, { recursive: true });
    if (CPU_PROFILE) mkdirSync(CPU_PROFILE, { recursive: true });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const rows: [Screen, Figures][] = [];
    for (const screen of chosen) {
      const url = `${BFF}${screen.path}`;
      // One request first, so a route's first render on the server is not in the figures.
      await fetch(url, { headers: screen.signedIn ? { cookie } : {} }).then((r) => r.arrayBuffer());
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, {
          port: Number(chrome.port),
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: screen.signedIn ? { Cookie: cookie } : undefined,
        });
        if (!result) throw new Error(`no result for ${url}`);
        const f = figures(result.lhr);
        if (new URL(f.final).pathname !== new URL(url).pathname) throw new Error(`${screen.name}: ended at ${f.final}`);
        if (OUT) writeFileSync(path.join(OUT, `${screen.name.replaceAll(' ', '-')}-${i + 1}.json`), JSON.stringify(result.lhr));
        runs.push(f);
      }
      const byPerf = [...runs].sort((a, b) => a.perf - b.perf)[Math.floor((runs.length - 1) / 2)];
      const m: Figures = {
        perf: median(runs.map((r) => r.perf)),
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        a11y: median(runs.map((r) => r.a11y)),
        bp: median(runs.map((r) => r.bp)),
        lcpElement: byPerf.lcpElement,
        final: byPerf.final,
      };
      if (m.lcpElement === '—' || m.cls > 0) {
        const seen = await observe(browser, url, screen.signedIn ? cookie : null);
        if (m.lcpElement === '—') m.lcpElement = seen.lcpElement;
        m.shifts = [...seen.shifts, ...seen.errors.map((e) => `console: ${e}`)];
      }
      if (CPU_PROFILE) m.profile = await cpuProfile(browser, url, screen.signedIn ? cookie : null, CPU_PROFILE, screen.name);
      rows.push([screen, m]);
      console.error(`${screen.name}: perf ${m.perf}, LCP ${(m.lcp / 1000).toFixed(1)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`);
    }
    const lines = [
      `Lighthouse ${RUNS > 1 ? `median of ${RUNS} runs` : '1 run'}, mobile profile (simulated throttling), ${new Date().toISOString().slice(0, 16)}Z`,
      '',
      '| screen | perf | LCP | TBT | CLS | a11y | best-practices |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        ([s, m]) => `| ${s.name} | ${m.perf} | ${(m.lcp / 1000).toFixed(1)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${m.a11y} | ${m.bp} |`,
      ),
      '',
      'Largest contentful paint element:',
      ...rows.map(([s, m]) => `- ${s.name}: ${m.lcpElement}`),
      '',
      'Layout shifts (screens with CLS above 0):',
      ...rows.flatMap(([s, m]) => (m.shifts?.length ? [`- ${s.name}:`, ...m.shifts.map((x) => `    ${x}`)] : [])),
      ...(CPU_PROFILE
        ? [
            '',
            'Self time by function (one load each, --cpu-profile):',
            ...rows.flatMap(([s, m]) => [`- ${s.name}:`, ...(m.profile ?? []).map((x) => `    ${x}`)]),
          ]
        : []),
    ];
    console.log(lines.join('\n'));
  } finally {
    await chrome.kill();
    if (stack) stopStack(stack);
  }
}

await main();
// Lighthouse leaves timers behind; the table is printed.
process.exit(0);

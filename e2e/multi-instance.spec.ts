import { execFileSync } from 'node:child_process';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, uniqueEmail, watchConsole } from './fixtures';
import { postgresAvailable, startCluster } from './multi-instance/cluster';
import type { Cluster } from './multi-instance/cluster';

/**
 * Decision 0008's proof on one machine: two upstreams and two BFFs on one PostgreSQL, one
 * S3-protocol server and one standalone realtime server. A session made on BFF 1 works on BFF 2, a
 * file stored through upstream 1 downloads through upstream 2, a change made through upstream 1
 * reaches a browser subscribed through BFF 2, and the sign-in limits hold across instances.
 */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

let cluster: Cluster | null = null;
const logs: string[] = [];
const figures = { requests: 0, eventsAcross: 0, errors: 0 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.skip(!(await postgresAvailable()), 'needs the PostgreSQL server at E2E_PG_URL (CI has one)');
  test.setTimeout(240_000);
  cluster = await startCluster(logs);
});

test.afterAll(async () => {
  if (!cluster) return;
  const rss = [...cluster.bff, ...cluster.upstream, cluster.realtime].map((p) => `${p.name} ${treeRssMb(p.child.pid)} MB`);
  console.log(
    `multi-instance: ${figures.requests} requests, ${figures.eventsAcross} live event(s) across instances, ${figures.errors} errors; idle RSS: ${rss.join(', ')}`,
  );
  await cluster.stop();
});

/** Resident memory of a process and its children (tsx and next start run their work in a child). */
function treeRssMb(pid: number | undefined): number {
  if (!pid) return 0;
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const rows = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [p, pp] of rows) {
      if (tree.has(pp) && !tree.has(p)) {
        tree.add(p);
        grew = true;
      }
    }
  }
  return Math.round(rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024);
}

async function code(request: APIRequestContext, c: Cluster, upstream: 0 | 1, email: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const list = ((await (await request.get(c.mailUrl(upstream, email))).json()) as { data: { text: string }[] }).data;
    const found = list.length > after ? list[0]?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${email} in upstream ${upstream + 1}'s outbox`);
}

test('a session, a stored file, a live event and the sign-in limits cross instances', async ({ browser }) => {
  const c = cluster!;
  const [bff1, bff2] = c.bff;
  const context = await browser.newContext();
  const api = context.request;
  const post = async (base: string, path: string, data: unknown) => {
    figures.requests += 1;
    return api.post(`${base}/api/${path}`, { data, headers: { origin: base } });
  };

  // 1. Sign up through BFF 1 (upstream 1 mails the code); the session works on BFF 2.
  const email = uniqueEmail('multi');
  expect((await post(bff1.url, 'auth/signup', { email, first_name: 'Mia', last_name: 'Multi' })).status()).toBe(200);
  const verified = await post(bff1.url, 'auth/verify-signup', { email, code: await code(api, c, 0, email, 0) });
  expect(verified.status()).toBe(200);
  const me = ((await verified.json()) as { data: { user: { id: number } } }).data.user.id;
  figures.requests += 1;
  const onTwo = await api.get(`${bff2.url}/api/user`);
  expect(onTwo.status()).toBe(200);
  expect(((await onTwo.json()) as { data: { id: number } }).data.id).toBe(me);

  // 2. A picture stored through upstream 1 (S3) downloads through upstream 2, byte for byte.
  figures.requests += 1;
  const upload = await api.post(`${bff1.url}/api/user`, {
    headers: { origin: bff1.url },
    multipart: { first_name: 'Mia', last_name: 'Multi', image: { name: 'me.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(200);
  const image = ((await upload.json()) as { data: { image: string } }).data.image;
  expect(image).toMatch(/^\/api\/uploads\//);
  figures.requests += 1;
  const download = await api.get(`${bff2.url}${image}`);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);

  // 3. A browser on BFF 2 (realtime auth signed by upstream 2) sees what upstream 1 publishes.
  const page = await context.newPage();
  const consoleErrors = watchConsole(page);
  await page.goto(`${bff2.url}/`);
  // Subscribed, not only connected: an event published before the subscription never arrives.
  await expect(page.locator('html')).toHaveAttribute('data-realtime-channel', 'subscribed');
  const bell = page.getByTestId('notification-count');
  await expect(bell).toHaveAttribute('data-count', '0');
  const other = await browser.newContext();
  figures.requests += 2;
  expect((await other.request.post(`${bff1.url}/api/auth/login`, { data: { email }, headers: { origin: bff1.url } })).status()).toBe(200);
  const loginCode = await code(other.request, c, 0, email, 1);
  expect((await other.request.post(`${bff1.url}/api/auth/verify-login`, { data: { email, code: loginCode }, headers: { origin: bff1.url } })).status()).toBe(
    200,
  );
  await other.close();
  await expect(bell).toHaveAttribute('data-count', '1');
  figures.eventsAcross += 1;
  expect(consoleErrors).toEqual([]);

  // 4. Per-email send limits are counted in PostgreSQL: 5 sends spread over both BFFs, then 429 on either.
  const target = uniqueEmail('limited');
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await post(i % 2 === 0 ? bff1.url : bff2.url, 'auth/login', { email: target })).status());
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  await context.close();

  figures.errors = logs.filter((l) => /"level":"error"|unhandled error/.test(l)).length;
  expect(figures.errors, logs.join('\n')).toBe(0);
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { startDemoShop } from '../demo-shop/start-demo-shop';
import type { DemoShop } from '../demo-shop/start-demo-shop';
import { EMPTY_ALLOW_LIST, parseAllowList } from './allow-list';
import { assertAllowedUrl } from './assert-allowed-url';
import { fetchWithGuard } from './fetch-with-guard';
import type { ResolveHost } from './resolve-host';

let shop: DemoShop;
beforeAll(async () => {
  shop = await startDemoShop({ port: 0 });
});
afterAll(() => shop.close());

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('fetchWithGuard — acceptance case 18', () => {
  beforeEach(() => {
    shop.state.log.length = 0;
  });

  it('refuses loopback without an allow list (production settings)', async () => {
    expect(await code(fetchWithGuard(`${shop.url}/products/kettle`))).toBe('forbidden_target');
    expect(await code(fetchWithGuard(`${shop.url}/products/kettle`, { allow: parseAllowList('') }))).toBe('forbidden_target');
    expect(shop.log()).toHaveLength(0);
  });

  it('reaches the fixture with the test allow list', async () => {
    const response = await fetchWithGuard(`${shop.url}/products/kettle`, { allow: parseAllowList(`127.0.0.1:${shop.port}`) });
    expect(response.status).toBe(200);
    expect(response.text()).toContain('Gooseneck Kettle');
    expect((await fetchWithGuard(`${shop.url}/`, { allow: parseAllowList('127.0.0.0/8') })).status).toBe(200);
  });

  it('refuses a redirect to 169.254.169.254 before connecting to it', async () => {
    const allow = parseAllowList(`127.0.0.1:${shop.port}`);
    const to = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    expect(await code(fetchWithGuard(`${shop.url}/redirect?to=${to}`, { allow }))).toBe('forbidden_target');
  });

  it('follows allowed redirects and reports the final URL', async () => {
    const allow = parseAllowList(`127.0.0.1:${shop.port}`);
    const response = await fetchWithGuard(`${shop.url}/redirect?to=/products/grinder`, { allow });
    expect(response.url).toBe(`${shop.url}/products/grinder`);
    expect(response.redirects).toEqual([`${shop.url}/products/grinder`]);
  });

  it('refuses an allowed host on another port', async () => {
    expect(await code(fetchWithGuard(`${shop.url}/`, { allow: parseAllowList(`127.0.0.1:${shop.port + 1}`) }))).toBe('forbidden_target');
  });

  it('stops redirect loops, slow answers and large bodies', async () => {
    const allow = parseAllowList(`127.0.0.1:${shop.port}`);
    const loop = `${shop.url}/redirect?to=${encodeURIComponent('/redirect?to=/redirect')}`;
    expect(await code(fetchWithGuard(loop, { allow, maxRedirects: 1 }))).toBe('too_many_redirects');
    expect(await code(fetchWithGuard(`${shop.url}/slow?ms=3000`, { allow, timeoutMs: 100 }))).toBe('timeout');
    expect(await code(fetchWithGuard(`${shop.url}/big?kb=64`, { allow, maxBytes: 16 * 1024 }))).toBe('too_large');
  });

  it('checks the address again at connect time (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding: ResolveHost = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    };
    const url = `http://rebind.test:${shop.port}/products/kettle`;
    expect(await code(fetchWithGuard(url, { resolve: rebinding }))).toBe('forbidden_target');
    expect(calls).toBe(2);
    expect(shop.log()).toHaveLength(0);
  });

  it('says only that the address is not allowed, never what the host resolves to', async () => {
    let calls = 0;
    const rebinding: ResolveHost = async () => {
      calls += 1;
      return [{ address: calls === 1 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    };
    const error = await fetchWithGuard(`http://rebind.test:${shop.port}/`, { resolve: rebinding }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toBe(`Refused rebind.test: this address is not allowed`);
    const direct = await fetchWithGuard(`http://vm.test:${shop.port}/`, { resolve: async () => [{ address: '127.0.0.1', family: 4 }] }).then(
      () => null,
      (e: Error) => e,
    );
    expect(direct?.message).toBe(`Refused http://vm.test:${shop.port}: this address is not allowed`);
  });

  it('reaches an allow-listed host name through the guarded lookup', async () => {
    const local: ResolveHost = async () => [{ address: '127.0.0.1', family: 4 }];
    const response = await fetchWithGuard(`http://shop.test:${shop.port}/products/kettle`, { resolve: local, allow: parseAllowList(`shop.test:${shop.port}`) });
    expect(response.status).toBe(200);
  });

  it('decompresses gzip within the size limit', async () => {
    const html = `<p>${'a'.repeat(100_000)}</p>`;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      res.end(gzipSync(html));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      const allow = parseAllowList('127.0.0.1');
      expect((await fetchWithGuard(url, { allow })).text()).toBe(html);
      expect(await code(fetchWithGuard(url, { allow, maxBytes: 10_000 }))).toBe('too_large');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('assertAllowedUrl', () => {
  const fakeDns =
    (table: Record<string, string[]>): ResolveHost =>
    async (host) => {
      const found = table[host];
      if (!found) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
      return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    };
  const dns = fakeDns({
    'shop.example': ['93.184.215.14'],
    'rebind.example': ['93.184.215.14', '10.0.0.5'],
    'metadata.example': ['169.254.169.254'],
    'v6.example': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    localhost: ['127.0.0.1', '::1'],
  });
  const check = (url: string, allow = EMPTY_ALLOW_LIST) => code(assertAllowedUrl(url, allow, dns));

  it.each([
    'http://127.0.0.1/',
    'http://127.1.2.3:8080/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[::1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a00:1]/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://metadata.example/',
    'http://rebind.example/',
    'http://localhost/',
    'file:///etc/passwd',
    'ftp://shop.example/',
    'http://user:pass@shop.example/',
  ])('refuses %s', async (url) => {
    expect(await check(url)).toBe('forbidden_target');
  });

  it.each([
    ['http://[::7f00:1]/', '127.0.0.1 compatible'],
    ['http://[::a00:1]/', '10.0.0.1 compatible'],
    ['http://[::a9fe:a9fe]/', 'metadata compatible'],
    ['http://[::ffff:0:7f00:1]/', 'IPv4-translated'],
    ['http://[64:ff9b::7f00:1]/', 'NAT64'],
    ['http://[64:ff9b:1::a9fe:a9fe]/', 'local NAT64'],
    ['http://[2002:7f00:1::1]/', '6to4 of loopback'],
    ['http://[2002:a9fe:a9fe::1]/', '6to4 of metadata'],
    ['http://[2001:0:808:808:0:0:80ff:fffe]/', 'Teredo client 127.0.0.1'],
    ['http://[2001:0:a00:1::1]/', 'Teredo server 10.0.0.1'],
  ])('refuses the IPv6 form %s (%s) by the IPv4 it embeds', async (url) => {
    expect(await check(url)).toBe('forbidden_target');
  });

  it('names neither the address nor its range when refusing', async () => {
    const error = await assertAllowedUrl('http://metadata.example:8080/x', EMPTY_ALLOW_LIST, dns).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).toBe('Refused http://metadata.example:8080: this address is not allowed');
    expect(error?.message).not.toMatch(/169\.254|linkLocal|loopback|private/);
  });

  it('allows public addresses', async () => {
    expect(await check('https://shop.example/p/1')).toBe('ok');
    expect(await check('http://v6.example/')).toBe('ok');
    expect(await check('http://93.184.215.14/')).toBe('ok');
  });

  it('reports unresolvable hosts and malformed URLs', async () => {
    expect(await check('http://nowhere.example/')).toBe('dns_failed');
    expect(await check('not a url')).toBe('invalid_url');
  });

  it('lets the allow list name hosts, ports and ranges', async () => {
    expect(await check('http://localhost:4500/', parseAllowList('localhost:4500'))).toBe('ok');
    expect(await check('http://localhost:4501/', parseAllowList('localhost:4500'))).toBe('forbidden_target');
    expect(await check('http://[::1]:4500/', parseAllowList('[::1]:4500'))).toBe('ok');
    expect(await check('http://[::ffff:127.0.0.1]/', parseAllowList('127.0.0.1'))).toBe('ok');
    expect(await check('http://[::7f00:1]/', parseAllowList('127.0.0.1'))).toBe('ok');
    expect(await check('http://rebind.example/', parseAllowList('10.0.0.0/8'))).toBe('ok');
    expect(await check('http://metadata.example/', parseAllowList('10.0.0.0/8, nonsense:port, 300.1.1.1'))).toBe('forbidden_target');
  });
});

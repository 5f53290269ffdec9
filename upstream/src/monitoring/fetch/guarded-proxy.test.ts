import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { parseAllowList } from '../net/allow-list';
import type { ResolveHost } from '../net/resolve-host';
import { startGuardedProxy } from './guarded-proxy';
import type { GuardedProxy } from './guarded-proxy';

type Target = { server: Server; port: number; contacts: number; headers: Array<Record<string, string | string[] | undefined>> };

async function startTarget(host: string, body: string, port = 0): Promise<Target> {
  const target: Target = { server: createServer(), port: 0, contacts: 0, headers: [] };
  target.server.on('connection', () => (target.contacts += 1));
  target.server.on('request', (req, res) => {
    target.headers.push(req.headers);
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body), 'set-cookie': ['a=1', 'b=2'] });
    res.end(body);
  });
  await new Promise<void>((resolve) => target.server.listen(port, host, resolve));
  target.port = (target.server.address() as AddressInfo).port;
  return target;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** Opens a socket to the proxy, sends `text`, and reads until the answer's head (and body) arrived. */
function exchange(port: number, text: string, keepOpen = false): Promise<{ head: string; body: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = () => {
      const end = data.indexOf('\r\n\r\n');
      const head = end >= 0 ? data.slice(0, end) : data;
      if (!keepOpen) socket.destroy();
      resolve({ head, body: end >= 0 ? data.slice(end + 4) : '', socket });
    };
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      const end = data.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = /content-length:\s*(\d+)/i.exec(data.slice(0, end));
      const status = /^HTTP\/1\.1 (\d+)/.exec(data)?.[1];
      if (status === '200' && /^CONNECT/.test(text) ? true : length && data.length - end - 4 >= Number(length[1])) {
        socket.removeAllListeners('data');
        done();
      }
    });
    socket.on('end', done);
    socket.on('error', reject);
    socket.write(text);
  });
}

/** Sends an HTTP request through an open tunnel and reads the whole answer (the target closes). */
function through(socket: Socket, host: string): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => resolve(data));
    socket.write(`GET /via-tunnel HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`);
  });
}

const basic = (user: string, password: string) => `proxy-authorization: Basic ${Buffer.from(`${user}:${password}`).toString('base64')}\r\n`;

describe('the guarded proxy', () => {
  let allowed: Target;
  let forbidden: Target;
  let proxy: GuardedProxy;
  beforeAll(async () => {
    allowed = await startTarget('127.0.0.1', 'allowed body');
    forbidden = await startTarget('127.0.0.1', 'forbidden body');
    proxy = await startGuardedProxy({ connectTimeoutMs: 2000, idleTimeoutMs: 5000, maxSocketsPerCredential: 2 });
  });
  afterAll(async () => {
    await proxy.close();
    await close(allowed.server);
    await close(forbidden.server);
  });
  beforeEach(() => {
    forbidden.contacts = 0;
  });
  const grant = () => proxy.register(parseAllowList(`127.0.0.1:${allowed.port}`));

  it('asks for a credential (407) and refuses a wrong or released one (403) without a word', async () => {
    const get = (auth: string) => exchange(proxy.port, `GET http://127.0.0.1:${allowed.port}/ HTTP/1.1\r\nhost: 127.0.0.1:${allowed.port}\r\n${auth}\r\n`);
    const none = await get('');
    expect(none.head).toMatch(/^HTTP\/1\.1 407 /);
    expect(none.head).toMatch(/proxy-authenticate: Basic realm="monitor"/i);
    const tunnel = await exchange(proxy.port, `CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\nhost: 127.0.0.1:${allowed.port}\r\n\r\n`);
    expect(tunnel.head).toMatch(/^HTTP\/1\.1 407 /);

    const credential = grant();
    expect((await get(basic(credential.username, 'wrong'))).head).toMatch(/^HTTP\/1\.1 403 /);
    expect((await get(basic('nobody', credential.password))).head).toMatch(/^HTTP\/1\.1 403 /);
    expect((await get('proxy-authorization: Bearer x\r\n')).head).toMatch(/^HTTP\/1\.1 403 /);
    const ok = await get(basic(credential.username, credential.password));
    expect(ok.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(ok.body).toBe('allowed body');
    credential.release();
    const stale = await get(basic(credential.username, credential.password));
    expect(stale.head).toMatch(/^HTTP\/1\.1 403 /);
    expect(stale.body).toBe('');
  });

  it('passes an allowed absolute-URI GET (without the proxy credential) and refuses one to a port the list does not name', async () => {
    const credential = grant();
    const auth = basic(credential.username, credential.password);
    const ok = await exchange(
      proxy.port,
      `GET http://127.0.0.1:${allowed.port}/a?b=1 HTTP/1.1\r\nhost: 127.0.0.1:${allowed.port}\r\ncookie: x=1\r\n${auth}\r\n`,
    );
    expect(ok.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(ok.head).toMatch(/set-cookie: a=1\r\nset-cookie: b=2/i);
    const seen = allowed.headers.at(-1) ?? {};
    expect(seen['proxy-authorization']).toBeUndefined();
    expect(seen.cookie).toBe('x=1');

    const refused = await exchange(proxy.port, `GET http://127.0.0.1:${forbidden.port}/x HTTP/1.1\r\nhost: 127.0.0.1:${forbidden.port}\r\n${auth}\r\n`);
    expect(refused.head).toMatch(/^HTTP\/1\.1 403 /);
    expect(refused.body).toBe('');
    const upgrade = await exchange(
      proxy.port,
      `GET http://127.0.0.1:${forbidden.port}/ws HTTP/1.1\r\nhost: 127.0.0.1:${forbidden.port}\r\nconnection: Upgrade\r\nupgrade: websocket\r\n${auth}\r\n`,
    );
    expect(upgrade.head).toMatch(/^HTTP\/1\.1 403 /);
    const originForm = await exchange(proxy.port, `GET /x HTTP/1.1\r\nhost: 127.0.0.1:${proxy.port}\r\n${auth}\r\n`);
    expect(originForm.head).toMatch(/^HTTP\/1\.1 403 /);
    expect(forbidden.contacts).toBe(0);
    credential.release();
  });

  it('tunnels CONNECT to an allowed target and refuses it to a forbidden port, the metadata address and the proxy itself', async () => {
    const credential = grant();
    const auth = basic(credential.username, credential.password);
    const open = await exchange(proxy.port, `CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\nhost: 127.0.0.1:${allowed.port}\r\n${auth}\r\n`, true);
    expect(open.head).toMatch(/^HTTP\/1\.1 200 /);
    expect(await through(open.socket, `127.0.0.1:${allowed.port}`)).toContain('allowed body');

    for (const authority of [
      `127.0.0.1:${forbidden.port}`,
      `[::ffff:127.0.0.1]:${forbidden.port}`,
      `0x7f.1:${forbidden.port}`,
      '169.254.169.254:80',
      `localhost:${forbidden.port}`,
    ]) {
      const refused = await exchange(proxy.port, `CONNECT ${authority} HTTP/1.1\r\nhost: ${authority}\r\n${auth}\r\n`);
      expect([authority, refused.head.split('\r\n')[0]]).toEqual([authority, 'HTTP/1.1 403 Forbidden']);
    }
    expect(forbidden.contacts).toBe(0);
    credential.release();

    const everyPort = proxy.register(parseAllowList('127.0.0.1'));
    const self = await exchange(
      proxy.port,
      `CONNECT 127.0.0.1:${proxy.port} HTTP/1.1\r\nhost: 127.0.0.1:${proxy.port}\r\n${basic(everyPort.username, everyPort.password)}\r\n`,
    );
    expect(self.head).toMatch(/^HTTP\/1\.1 403 /);
    everyPort.release();
  });

  it('holds at most maxSocketsPerCredential connections per fetch, and release cuts them', async () => {
    const credential = grant();
    const request = `CONNECT 127.0.0.1:${allowed.port} HTTP/1.1\r\nhost: 127.0.0.1:${allowed.port}\r\n${basic(credential.username, credential.password)}\r\n`;
    const first = await exchange(proxy.port, request, true);
    const second = await exchange(proxy.port, request, true);
    expect([first.head, second.head].map((h) => h.split('\r\n')[0])).toEqual(['HTTP/1.1 200 Connection Established', 'HTTP/1.1 200 Connection Established']);
    expect((await exchange(proxy.port, request)).head).toMatch(/^HTTP\/1\.1 403 /);
    const closed = new Promise((resolve) => first.socket.once('close', resolve));
    credential.release();
    await closed;
    expect(second.socket.destroyed || (await new Promise((resolve) => second.socket.once('close', () => resolve(true))))).toBe(true);
  });
});

describe('the guarded proxy against DNS rebinding', () => {
  it('dials the address it checked: a name that later resolves to a forbidden address is refused, never re-resolved', async () => {
    const allowed = await startTarget('127.0.0.1', 'allowed body');
    // The same port on another loopback address, which the allow list does not name.
    const rebound = await startTarget('127.0.0.2', 'rebound body', allowed.port).catch(() => null);
    const answers = ['127.0.0.1'];
    const calls: string[] = [];
    const resolve: ResolveHost = async (hostname) => {
      calls.push(hostname);
      return [{ address: answers.shift() ?? '127.0.0.2', family: 4 }];
    };
    const proxy = await startGuardedProxy({ resolve });
    try {
      const credential = proxy.register(parseAllowList(`127.0.0.1:${allowed.port}`));
      const auth = basic(credential.username, credential.password);
      const get = () => exchange(proxy.port, `GET http://shop.test:${allowed.port}/ HTTP/1.1\r\nhost: shop.test:${allowed.port}\r\n${auth}\r\n`);
      const first = await get();
      expect(first.head).toMatch(/^HTTP\/1\.1 200 /);
      expect(first.body).toBe('allowed body');
      // One resolution per connection, the one that was checked.
      expect(calls).toEqual(['shop.test']);
      const second = await get();
      expect(second.head).toMatch(/^HTTP\/1\.1 403 /);
      expect(calls).toEqual(['shop.test', 'shop.test']);
      if (rebound) expect(rebound.contacts).toBe(0);
      credential.release();
    } finally {
      await proxy.close();
      await close(allowed.server);
      if (rebound) await close(rebound.server);
    }
  });
});

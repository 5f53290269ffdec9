import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/geo/country/route';
import { resetEnvForTests } from '@/lib/env';
import { unusedPort } from '@/lib/upstream/testing/fake-upstream';
import { clientIpFrom, isPublicIp } from './client-ip';
import { COUNTRY_CACHE_MS, clearCountryCache, lookupCountry } from './lookup-country';

/** The country service at the edge of the world: a real HTTP server on 127.0.0.1. */
type Stub = { url: string; paths: string[]; reply: (res: ServerResponse) => void; close: () => Promise<void> };

async function startStub(): Promise<Stub> {
  const stub = { paths: [] as string[], reply: (res: ServerResponse) => res.end('1;US;USA;United States of America') };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    stub.paths.push(req.url ?? '');
    stub.reply(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

let stub: Stub;
let warn: jest.SpyInstance;
const saved = { ...process.env };

beforeEach(async () => {
  stub = await startStub();
  process.env.IP_COUNTRY_LOOKUP_URL = stub.url;
  process.env.IP_COUNTRY_LOOKUP_TIMEOUT_MS = '300';
  process.env.SESSION_SECRET = 'test-secret-test-secret-test-secret-0123456789';
  resetEnvForTests();
  clearCountryCache();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await stub.close();
  process.env = { ...saved };
  resetEnvForTests();
});

describe('lookupCountry', () => {
  it('asks `<url>/<ip>` and reads a good reply', async () => {
    await expect(lookupCountry('8.8.8.8')).resolves.toBe('US');
    expect(stub.paths).toEqual(['/8.8.8.8']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('asks the bare URL without an address', async () => {
    stub.reply = (res) => res.end('1;GB;GBR;United Kingdom');
    await expect(lookupCountry(null)).resolves.toBe('GB');
    expect(stub.paths).toEqual(['/s']);
  });

  it.each([['0;WRONG INPUT'], ['2;;;UNKNOWN'], ['1;ZZ;ZZZ;Reserved'], ['<html>1;US;USA;</html>'], ['']])('answers null for the reply %p', async (reply) => {
    stub.reply = (res) => res.end(reply);
    await expect(lookupCountry('8.8.8.8')).resolves.toBeNull();
  });

  it('answers null for an HTTP error', async () => {
    stub.reply = (res) => {
      res.writeHead(503);
      res.end('1;US;USA;United States');
    };
    await expect(lookupCountry('8.8.8.8')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives up after the time-out', async () => {
    stub.reply = (res) => setTimeout(() => res.end('1;US;USA;United States'), 2000).unref();
    const started = Date.now();
    await expect(lookupCountry('8.8.8.8')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers null when the service is unreachable', async () => {
    process.env.IP_COUNTRY_LOOKUP_URL = `http://127.0.0.1:${await unusedPort()}`;
    resetEnvForTests();
    await expect(lookupCountry('8.8.8.8')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer per IP for 10 minutes, and shares a lookup in flight', async () => {
    let now = 1_000_000;
    const clock = { now: () => now };
    const [a, b] = await Promise.all([lookupCountry('8.8.8.8', clock), lookupCountry('8.8.8.8', clock)]);
    expect([a, b]).toEqual(['US', 'US']);
    expect(stub.paths).toHaveLength(1);
    now += COUNTRY_CACHE_MS - 1;
    await lookupCountry('8.8.8.8', clock);
    expect(stub.paths).toHaveLength(1);
    await lookupCountry('1.1.1.1', clock);
    expect(stub.paths).toHaveLength(2);
    now += 2;
    await lookupCountry('8.8.8.8', clock);
    expect(stub.paths).toEqual(['/8.8.8.8', '/1.1.1.1', '/8.8.8.8']);
  });

  it('retries a failed lookup after a minute, not on every call', async () => {
    let now = 0;
    const clock = { now: () => now };
    stub.reply = (res) => res.end('0;WRONG INPUT');
    await lookupCountry('8.8.8.8', clock);
    await lookupCountry('8.8.8.8', clock);
    expect(stub.paths).toHaveLength(1);
    now += 60_001;
    stub.reply = (res) => res.end('1;FR;FRA;France');
    await expect(lookupCountry('8.8.8.8', clock)).resolves.toBe('FR');
  });
});

describe('clientIpFrom', () => {
  it.each([
    ['8.8.8.8', '8.8.8.8'],
    // The last entry is the peer (scripts/peer-address-hook.mjs appends it); what a client wrote
    // before it is not believed while no proxy is trusted.
    [' 10.0.0.1 , 81.2.69.160', '81.2.69.160'],
    ['81.2.69.160, 10.0.0.1', null],
    ['2001:4860:4860::8888', '2001:4860:4860::8888'],
    ['10.1.2.3', null],
    ['172.20.0.1', null],
    ['172.32.0.1', '172.32.0.1'],
    ['192.168.1.1', null],
    ['127.0.0.1', null],
    ['100.64.0.1', null],
    ['169.254.1.1', null],
    ['::1', null],
    ['::ffff:10.0.0.1', null],
    ['fd00::1', null],
    ['fe80::1%eth0', null],
    ['../../admin', null],
    ['8.8.8.8/../x', null],
    ['', null],
    [null, null],
  ])('%p → %p', (header, ip) => {
    expect(clientIpFrom(header)).toBe(ip);
  });

  it('treats only IPs as public', () => {
    expect(isPublicIp('example.com')).toBe(false);
  });
});

describe('GET /api/geo/country', () => {
  const call = (headers: Record<string, string> = {}) => GET(new NextRequest('http://localhost:3000/api/geo/country', { headers }));

  it('answers the country of the forwarded client address', async () => {
    const response = await call({ 'x-forwarded-for': '10.0.0.1, 81.2.69.160' });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ data: { country: 'US' } });
    expect(stub.paths).toEqual(['/81.2.69.160']);
  });

  it('omits the address when there is no public one, and answers null on failure', async () => {
    stub.reply = (res) => res.end('garbage');
    const response = await call({ 'x-forwarded-for': '127.0.0.1' });
    await expect(response.json()).resolves.toEqual({ data: { country: null } });
    expect(stub.paths).toEqual(['/s']);
  });
});

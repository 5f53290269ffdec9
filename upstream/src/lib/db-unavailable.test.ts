/** A lost database answers 503 "unavailable" with Retry-After, not a 500 "Server Error". */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { openDatabase } from '../db/client';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { auth, json } from '../test/helpers';
import { isDatabaseUnavailable, logDatabaseUnavailable, resetDatabaseUnavailableLog } from './db-unavailable';

// Booting and migrating PGlite (twice here) is slow on a busy machine.
jest.setTimeout(30_000);

let t: TestApp;
beforeEach(() => resetDatabaseUnavailableLog());

async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const UNAVAILABLE = { message: 'The service is unavailable. Please try again.' };

describe('database outage', () => {
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers 503 with Retry-After when the PGlite handle is closed', async () => {
    const own = await openDatabase({ template: process.env.PGLITE_TEMPLATE });
    const app = createApp({ ...t.deps, db: own.db });
    await own.close();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    const first = await app.request('/api/user', { headers: auth('1|some-token') });
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('5');
    expect(await first.json()).toEqual(UNAVAILABLE);
    const second = await app.request('/api/auth/login', json({ email: 'a@example.com' }));
    expect(second.status).toBe(503);
    // One line for the outage, not one per request.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/database unavailable: PGlite is closed/);
  });

  it('answers 503 when PostgreSQL refuses connections (node-postgres)', async () => {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: `postgres://u:p@127.0.0.1:${await unusedPort()}/db`, connectionTimeoutMillis: 2000 });
    const app = createApp({ ...t.deps, db: drizzle(pool) as unknown as Db });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const res = await app.request('/api/auth/login', json({ email: 'a@example.com' }));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(UNAVAILABLE);
    await pool.end();
  });
});

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['an admin shutdown (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['cannot connect now (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['an ended pool', new Error('Cannot use a pool after calling end on the pool')],
    ['a statement past statement_timeout (57014)', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a transaction idle past its timeout (25P03)', Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' })],
    ["pg's query_timeout (a stalled server)", new Error('Query read timeout')],
    ['no free connection within connectionTimeoutMillis', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s, also inside a Drizzle query error', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error (42601)', Object.assign(new Error('syntax error'), { code: '42601' })],
    ['a plain bug', new TypeError('x is undefined')],
    ['a non-error', 'boom'],
  ])('leaves %s to the 500 path', (_label, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});

describe('logDatabaseUnavailable', () => {
  it('warns at most once a minute and counts what it held back', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = new Error('PGlite is closed');
    logDatabaseUnavailable(error, 1_000_000);
    logDatabaseUnavailable(error, 1_000_500);
    logDatabaseUnavailable(error, 1_030_000);
    expect(warn).toHaveBeenCalledTimes(1);
    logDatabaseUnavailable(error, 1_061_000);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1][0])).toContain('(2 more since the last warning)');
  });
});

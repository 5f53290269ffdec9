/**
 * The client address the upstream sees, with the launcher's peer-address hook in a real Node HTTP
 * server (a child process started like `npm start` starts the BFF) in front of the decision.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { addressFromChain, clientAddress } from './client-address';
import { setTestEnv } from './testing/fake-upstream';

// An HTTP server that answers with the X-Forwarded-For it ends up with.
const ECHO_SERVER = `
  const server = require('node:http').createServer((req, res) => res.end(req.headers['x-forwarded-for'] ?? ''));
  server.listen(0, '0.0.0.0', () => console.log(server.address().port));
`;

let child: ChildProcess;
let port: number;

beforeAll(async () => {
  const hook = pathToFileURL(join(__dirname, '../../scripts/peer-address-hook.mjs')).href;
  child = spawn(process.execPath, [`--import=${hook}`, '-e', ECHO_SERVER], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH, NODE_ENV: 'test' },
  });
  port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`echo server exited (${code})`)));
  });
}, 20_000);
afterAll(() => {
  child.kill();
});

/** The X-Forwarded-For the hooked server saw for a request from `from` carrying `forwardedFor`. */
function chainSeen(forwardedFor: string | null, from = '127.0.0.1'): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = forwardedFor === null ? {} : { 'x-forwarded-for': forwardedFor };
    const req = request({ host: '127.0.0.1', port, localAddress: from, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

function withHops(hops: number) {
  process.env.TRUSTED_PROXY_HOPS = String(hops);
  setTestEnv('http://127.0.0.1:9/api');
}
afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe('clientAddress behind the peer-address hook', () => {
  it('ignores a rotating client X-Forwarded-For when no proxy is trusted', async () => {
    withHops(0);
    const seen = [];
    for (const forged of [null, '198.51.100.1', '198.51.100.2, 203.0.113.5', 'garbage', '10.0.0.1,,']) {
      seen.push(clientAddress(await chainSeen(forged)));
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it('counts distinct socket addresses separately when browsers send no header', async () => {
    withHops(0);
    expect(clientAddress(await chainSeen(null, '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(await chainSeen(null, '127.0.0.2'))).toBe('127.0.0.2');
  });

  it('takes the entry the trusted proxy appended when TRUSTED_PROXY_HOPS=1', async () => {
    withHops(1);
    // The proxy appends what it saw (203.0.113.7) after whatever the client claimed.
    expect(clientAddress(await chainSeen('198.51.100.1, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(await chainSeen('203.0.113.8'))).toBe('203.0.113.8');
  });
});

describe('addressFromChain', () => {
  it.each([
    ['203.0.113.9', 0, '203.0.113.9'],
    ['spoofed, 10.0.0.2 ,  203.0.113.9 ', 0, '203.0.113.9'],
    ['198.51.100.1, 203.0.113.7, 127.0.0.1', 1, '203.0.113.7'],
    ['198.51.100.1, 203.0.113.7, 10.0.0.3, 127.0.0.1', 2, '203.0.113.7'],
    // Shorter than the trusted hops (a request that did not come through them): the first entry.
    ['127.0.0.1', 1, '127.0.0.1'],
    ['::ffff:203.0.113.9', 0, '203.0.113.9'],
    ['[2001:DB8::1]', 0, '2001:db8::1'],
    ['not-an-ip', 0, null],
    ['', 0, null],
    [null, 0, null],
  ])('%p with %p trusted hops → %p', (header, hops, expected) => {
    expect(addressFromChain(header, hops)).toBe(expected);
  });
});

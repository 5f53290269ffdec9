import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createSmsSender } from './sms-sender';

let gateway: Server;
let url: string;
let status = 200;
let received: unknown[] = [];
beforeAll(async () => {
  gateway = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      received.push({ type: req.headers['content-type'], body: JSON.parse(raw) as unknown });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
});
beforeEach(() => {
  status = 200;
  received = [];
});

describe('SMS senders', () => {
  it('the webhook transport POSTs { to, text } as JSON and rejects on a non-2xx answer', async () => {
    const sms = createSmsSender({ transport: 'webhook', webhookUrl: url, outboxDir: '/nonexistent' });
    await sms.send('+442079460000', 'Code 123456');
    expect(received).toEqual([{ type: 'application/json', body: { to: '+442079460000', text: 'Code 123456' } }]);
    expect(await sms.list()).toBeNull();
    status = 503;
    await expect(sms.send('+442079460000', 'x')).rejects.toThrow('SMS gateway answered 503');
  });

  it('the outbox transport writes files it can list, newest first and by number', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sms-'));
    try {
      const sms = createSmsSender({ transport: 'outbox', outboxDir: path.join(dir, 'sms') });
      expect(await sms.list()).toEqual([]);
      await sms.send('+442079460000', 'first');
      await sms.send('+33612345678', 'second');
      expect((await sms.list())?.map((m) => m.text)).toEqual(['second', 'first']);
      expect((await sms.list(' 44 20 7946 0000'))?.map((m) => m.text)).toEqual(['first']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createOutboxMailer, createSmtpMailer, type MailMessage } from './mailer';

/** A local SMTP sink: answers the few commands nodemailer sends over plain SMTP and keeps each DATA. */
async function startSmtpSink(): Promise<{ port: number; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const message: MailMessage = {
  to: 'Ben@Example.com',
  subject: '3 updates on Launch',
  text: 'Plain part',
  html: '<p>HTML part</p>',
  headers: { 'List-Unsubscribe': '<https://collab.example.com/api/unsubscribe?token=1.following.x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

describe('mailers carry the extra headers', () => {
  it('SMTP: both parts and the List-Unsubscribe headers go over the wire', async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = await createSmtpMailer(`smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, 'Collab <no-reply@collab.local>');
      await mailer.send(message);
      expect(sink.messages).toHaveLength(1);
      const raw = sink.messages[0];
      // A long header may be folded onto a second line (RFC 5322); its value is what counts.
      expect(raw).toMatch(/List-Unsubscribe:\s+<https:\/\/collab\.example\.com\/api\/unsubscribe\?token=1\.following\.x>/);
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toContain('Content-Type: text/plain');
      expect(raw).toContain('Content-Type: text/html');
      expect(await mailer.list()).toBeNull();
    } finally {
      await sink.close();
    }
  });

  it('outbox: stores them with the message; a text-only message lists as before', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-outbox-'));
    try {
      const mailer = createOutboxMailer(dir);
      await mailer.send(message);
      await mailer.send({ to: 'ben@example.com', subject: 'Your code', text: '123456' });
      const [code, mail] = (await mailer.list('BEN@example.com')) ?? [];
      expect(Object.keys(code).sort()).toEqual(['created_at', 'subject', 'text', 'to']);
      expect(mail).toMatchObject({ to: 'ben@example.com', html: '<p>HTML part</p>', headers: message.headers });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

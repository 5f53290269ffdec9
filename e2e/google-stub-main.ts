import { createServer } from 'node:http';
import { startGoogleStub } from '../upstream/src/test/google-stub';

/**
 * Google's OAuth and Calendar APIs for the Playwright run, on E2E_PORT + 4500 (scripts/e2e-server.mjs
 * points the app at it). A control port (+4600) lets a journey give someone busy time and read the
 * events the app wrote: `POST /busy {email, busy: [{start, end}]}`, `GET /events`, `GET /calls`.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const stub = await startGoogleStub(port + 4500);

const control = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/busy') {
      const { email, busy } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { email: string; busy: { start: string; end: string }[] };
      stub.busy.set(email, busy);
      return json({ ok: true });
    }
    if (req.url === '/events') return json([...stub.events.values()]);
    if (req.url === '/calls') return json(stub.calls);
    if (req.url === '/health') return json({ ok: true });
    res.writeHead(404).end();
  });
});
control.listen(port + 4600, '127.0.0.1', () => console.log(`google stub on ${stub.url}, control on ${port + 4600}`));

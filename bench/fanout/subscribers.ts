/**
 * FANOUT_SUBSCRIBERS raw websocket clients (default 5,000) on the public bench channel, in their
 * own process so their work is not counted in the API's. Prints `{"ready":N}` once all are
 * subscribed, then `{"received":N}` every time the parent writes a line to stdin.
 */
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';
import { FANOUT_APP, FANOUT_CHANNEL, FANOUT_EVENT } from './fanout-app';

const port = Number(process.env.FANOUT_REALTIME_PORT);
const count = Number(process.env.FANOUT_SUBSCRIBERS ?? 5000);
let subscribed = 0;
let received = 0;

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${FANOUT_APP.key}?protocol=7`);
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const text = raw.toString();
      if (text.includes(FANOUT_EVENT)) received += 1;
      else if (text.includes('pusher:connection_established')) ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: FANOUT_CHANNEL } }));
      else if (text.includes('subscription_succeeded')) {
        subscribed += 1;
        resolve();
      }
    });
  });
}

// Opened 100 at a time: the server's accept queue, not the bench, should set the pace.
for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, open));
console.log(JSON.stringify({ ready: subscribed }));
createInterface({ input: process.stdin }).on('line', () => console.log(JSON.stringify({ received })));

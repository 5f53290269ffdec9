import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps } from './build-deps';
import { loadConfig } from './env';
import { startRealtimeServer } from './realtime/realtime-server';

/** The upstream process: API on UPSTREAM_PORT and, by default, the realtime server on REALTIME_PORT. */
async function main() {
  const config = loadConfig();
  const { deps, close } = await buildDeps(config);
  const realtime = config.realtimeEmbedded
    ? await startRealtimeServer({ port: config.realtimePort, host: process.env.REALTIME_HOST ?? '0.0.0.0', appId: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret })
    : null;
  const app = createApp(deps);
  const host = process.env.UPSTREAM_HOST ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port: config.port, hostname: host }, (info) => {
    console.log(`[upstream] API on http://${host}:${info.port}/api (docs: /api/openapi.json)`);
    if (realtime) console.log(`[upstream] realtime (Pusher protocol) on ws://localhost:${realtime.port}`);
    if (config.mail.transport === 'outbox') console.log(`[upstream] mail outbox: ${config.mail.outboxDir} (GET http://${host}:${info.port}/_dev/mail?to=)`);
  });
  const shutdown = async () => {
    server.close();
    await realtime?.close();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error('[upstream] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

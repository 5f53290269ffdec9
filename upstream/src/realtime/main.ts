import { loadConfig } from '../env';
import { exitOnSignals, gracefulShutdown } from '../lib/graceful-shutdown';
import { startRealtimeServer } from './realtime-server';

/**
 * `npm run realtime`: the Pusher-protocol server on its own (REALTIME_PORT, REALTIME_HOST,
 * PUSHER_APP_ID/KEY/SECRET, REALTIME_MAX_CONNECTIONS_PER_IP, REALTIME_CLIENT_EVENTS_PER_SECOND,
 * REALTIME_TRUSTED_PROXY_HOPS). Upstreams publish to it with REALTIME_EMBEDDED=false and
 * PUSHER_HOST/PUSHER_PORT pointing here, as they would to Soketi or Pusher.
 */
async function main() {
  const config = loadConfig();
  const { appId, key, secret } = config.pusher;
  const realtime = await startRealtimeServer({ port: config.realtimePort, host: config.realtimeHost, appId, key, secret, ...config.realtimeLimits });
  console.log(`[realtime] Pusher protocol on ws://${config.realtimeHost}:${realtime.port}/app/${key} (HTTP API /apps/${appId}, /healthz, /readyz)`);
  // Closing tells every client 4200 "reconnect immediately", so pusher-js moves to another instance.
  exitOnSignals('realtime', () => gracefulShutdown({ services: [{ name: 'realtime', close: realtime.close }] }));
}

main().catch((err) => {
  console.error('[realtime] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

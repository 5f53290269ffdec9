/** The Pusher app and channel the fan-out bench uses (bench/realtime-fanout.ts). */
export const FANOUT_APP = { appId: 'bench-app', key: 'bench-key', secret: 'bench-secret' } as const;
export const FANOUT_CHANNEL = 'bench-fanout';
export const FANOUT_EVENT = 'bench-event';

/** The realtime server in a process of its own (bench/realtime-fanout.ts): prints its port. */
import { startRealtimeServer } from '../../upstream/src/realtime/realtime-server';
import { FANOUT_APP } from './fanout-app';

const realtime = await startRealtimeServer({ port: 0, ...FANOUT_APP });
console.log(JSON.stringify({ realtimePort: realtime.port }));

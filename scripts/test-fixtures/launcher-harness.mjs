// The launcher's supervision as `npm start` wires it (scripts/launch-lib.mjs: run, onChildStart,
// the SIGTERM handler), around scripts/test-fixtures/flaky-child.mjs with a quick backoff from
// $BACKOFF ("initialMs,maxMs,resetAfterMs"). Prints "started <attempt> <pid>" for every start.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onChildStart, run } from '../launch-lib.mjs';

const [initialMs, maxMs, resetAfterMs] = process.env.BACKOFF.split(',').map(Number);
const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'flaky-child.mjs');
onChildStart((name, proc, attempt) => console.log(`started ${attempt} ${proc.pid}`));
run('upstream', process.execPath, [child], process.env, { backoff: { initialMs, maxMs, resetAfterMs } });

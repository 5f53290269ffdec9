// A stand-in for the upstream in scripts/launcher.test.ts. Each start appends "<ms> <pid>" to
// $DATA_DIR/starts.log; start number i (0-based) exits with code 1 after PLAN[i] ms, and a start
// past the plan stays up serving HTTP on $PORT until SIGTERM (which it records as "stopped <pid>").
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const log = path.join(process.env.DATA_DIR, 'starts.log');
const index = existsSync(log)
  ? readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => /^\d/.test(l)).length
  : 0;
appendFileSync(log, `${Date.now()} ${process.pid}\n`);
const plan = (process.env.PLAN ?? '').split(',').filter(Boolean).map(Number);

// CANNOT_START=<reason>: says so as the upstream does (upstream/src/start-failure.ts) and exits 78.
if (process.env.CANNOT_START) {
  console.error(`[upstream] cannot start: ${process.env.CANNOT_START}`);
  process.exit(78);
}

if (index < plan.length) {
  setTimeout(() => process.exit(1), plan[index]);
} else {
  const server = createServer((req, res) => res.end(`up ${process.pid}`));
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    appendFileSync(log, `stopped ${process.pid}\n`);
    server.close(() => process.exit(0));
  });
}

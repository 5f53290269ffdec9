// Runs npm scripts side by side and prints each one's output whole, in the order given, once all
// have finished; exits non-zero when any failed. `npm test` runs ESLint and tsc this way on CI's two
// cores: ESLint lints on one thread, TypeScript 7's tsc checks on both and finishes first.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const chunks = [];
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
      child.on('close', (code) => resolve({ name, code: code ?? 1, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }));
    }),
);
let failed = false;
for (const { name, code, output, seconds } of await Promise.all(runs)) {
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);

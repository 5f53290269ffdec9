// Runs npm scripts side by side and exits non-zero when any failed. `npm test` runs ESLint, tsc and
// Jest this way on CI's two cores: Jest's workers wait on the database part of the time (a tenth of
// both cores idle in its pass), which the checks fill. A script named with `--live` streams its
// output as it runs (Jest's progress); each other one is printed whole, in the order given, once it
// has finished, so the checks' reports never interleave with the tests'.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const live = new Set(args.flatMap((a, i) => (args[i - 1] === '--live' ? [a] : [])));
const names = args.filter((a) => a !== '--live');
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const streamed = live.has(name);
      const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', streamed ? 'inherit' : 'pipe', streamed ? 'inherit' : 'pipe'] });
      const chunks = [];
      child.stdout?.on('data', (c) => chunks.push(c));
      child.stderr?.on('data', (c) => chunks.push(c));
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

/**
 * Where the BFF's CPU goes on a forwarded call: the stack of bench/stack.ts with the BFF under
 * V8's sampling profiler (bench/cpu-profile-hook.mjs: SIGUSR2 starts it, the next one writes it),
 * N list calls through /api after a warm-up, and the profile's top functions by self and inclusive
 * time (idle samples left out).
 * Run: npm run build && npx tsx bench/relay-profile.ts   (BENCH_PORT 3300, BENCH_N 3000, PROF_DIR)
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BFF, sequential, startStack, stopStack, world } from './stack-lib';

const N = Number(process.env.BENCH_N ?? 3000);
const dir = path.resolve(process.env.PROF_DIR ?? '/tmp/relay-profile');
const TOP = Number(process.env.PROF_TOP ?? 45);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (ms) and, from each frame's stack, inclusive time of our own modules. */
function summarize(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const name = node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
      if (name !== '(idle)') self.set(name, (self.get(name) ?? 0) + profile.timeDeltas[i] / 1000);
      if (name !== '(idle)') total += profile.timeDeltas[i] / 1000;
      return;
    }
    const ms = profile.timeDeltas[i] / 1000;
    total += ms;
    const key = `${name} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const k = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
    }
  });
  const print = (title: string, m: Map<string, number>) => {
    console.log(`\n${title} (busy ${total.toFixed(0)} ms = ${(total / N).toFixed(3)} ms per call)`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      console.log(`${(v / N).toFixed(3).padStart(8)} ms/call  ${((v * 100) / total).toFixed(1).padStart(5)}%  ${k}`);
  };
  print('self time', self);
  print('inclusive time', inclusive);
}

const shortUrl = (url: string) =>
  url
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\.next\//, '.next/')
    .replace(/^file:\/\//, '');

async function main() {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // NODE_OPTIONS reaches every child, but only the BFF is signalled.
  const hook = `--import=${pathToFileURL(path.join(import.meta.dirname, 'cpu-profile-hook.mjs')).href}`;
  const { stack, bffPid } = await startStack({ NODE_OPTIONS: hook, PROF_DIR: dir });
  const file = path.join(dir, `${bffPid}.cpuprofile`);
  try {
    const { cookie, companyId } = await world();
    const viaBff = () => fetch(`${BFF}/api/companies/${companyId}/brands?page=1&per_page=20`, { headers: { cookie } });
    await sequential(300, viaBff);
    process.kill(bffPid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 200));
    await sequential(N, viaBff);
    process.kill(bffPid, 'SIGUSR2');
    for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  } finally {
    stopStack(stack);
  }
  console.log(`profile: ${file}`);
  summarize(JSON.parse(readFileSync(file, 'utf8')) as Profile);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

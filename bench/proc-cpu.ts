/**
 * CPU time read from /proc (user + system ticks), so a bench can charge work to the process that
 * did it: the BFF's process tree, the upstream, every PostgreSQL backend. Linux only.
 */
import { readFileSync, readdirSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

type Proc = { pid: number; ppid: number; comm: string; ticks: number };

function procs(): Proc[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const s = readFileSync(`/proc/${d}/stat`, 'utf8');
        const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
        return [{ pid: Number(d), ppid: Number(f[1]), comm: s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')), ticks: Number(f[11]) + Number(f[12]) }];
      } catch {
        return []; // gone between the listing and the read
      }
    });
}

/** CPU ms used so far by `pid` alone. */
export const cpuOf = (pid: number): number => (procs().find((p) => p.pid === pid)?.ticks ?? 0) * TICK_MS;

/** CPU ms used so far by every PostgreSQL process (the server is local; keep the machine otherwise quiet). */
export const postgresCpu = (): number =>
  procs()
    .filter((p) => p.comm.startsWith('postgres'))
    .reduce((sum, p) => sum + p.ticks, 0) * TICK_MS;

/** CPU ms used so far by `pid` and every process below it (Next may fork a server child). */
export function treeCpuMs(pid: number): number {
  const stats = procs();
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const s of stats) {
      if (tree.has(s.pid) || !tree.has(s.ppid)) continue;
      tree.add(s.pid);
      grew = true;
    }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) * TICK_MS;
}

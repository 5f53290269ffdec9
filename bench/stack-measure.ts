/**
 * The BFF against direct, on a running stack (bench/stack-lib.ts): a company's brands list of 20
 * rows direct to the upstream (bearer) and through the BFF (cookie → bearer,
 * streamed relay), latency and throughput with 8 in flight (alternating rounds); BFF CPU per
 * forwarded call from /proc beside the same figure for a bare Next route handler (/healthz, Next's
 * own floor); and the brands screen's HTML (server-rendered with its first page): latency and BFF
 * CPU per view.
 * Used by bench/stack.ts and bench/record.ts.
 */
import { BFF, UP, q, sequential, throughput, treeCpuMs } from './stack-lib';

export type Percentiles = { p50: number; p95: number };
export type StackFigures = {
  n: number;
  bare: Percentiles & { cpuPerCall: number };
  direct: Percentiles & { rate: number };
  viaBff: Percentiles & { rate: number; cpuPerCall: number };
  ratio: number;
  pageHtml: Percentiles & { cpuPerView: number; views: number };
};

export type StackWorld = { bffPid: number; cookie: string; token: string; companyId: number };

const pct = (xs: number[]): Percentiles => ({ p50: q(xs, 0.5), p95: q(xs, 0.95) });

/** BFF CPU ms per call of `call`, made `n` times in a row, and the calls' latencies. */
async function cpuPer(bffPid: number, n: number, call: () => Promise<Response>): Promise<{ ms: number[]; cpu: number }> {
  const cpu0 = treeCpuMs(bffPid);
  const ms = await sequential(n, call);
  return { ms, cpu: (treeCpuMs(bffPid) - cpu0) / n };
}

/**
 * Calls per second direct and through the BFF with 8 in flight, in alternating rounds: on a shared
 * machine a load change between two back-to-back runs would otherwise show up as their ratio.
 */
async function rates(n: number, direct: () => Promise<Response>, viaBff: () => Promise<Response>): Promise<{ direct: number; viaBff: number }> {
  const ROUNDS = 4;
  const perRound = Math.max(8, Math.ceil(n / ROUNDS));
  let directS = 0;
  let bffS = 0;
  for (let r = 0; r < ROUNDS; r++) {
    directS += perRound / (await throughput(perRound, 8, direct));
    bffS += perRound / (await throughput(perRound, 8, viaBff));
  }
  return { direct: (ROUNDS * perRound) / directS, viaBff: (ROUNDS * perRound) / bffS };
}

export async function measureStack(w: StackWorld, n: number): Promise<StackFigures> {
  const list = `companies/${w.companyId}/brands?page=1&per_page=20`;
  const direct = () => fetch(`${UP}/${list}`, { headers: { authorization: `Bearer ${w.token}` } });
  const viaBff = () => fetch(`${BFF}/api/${list}`, { headers: { cookie: w.cookie } });
  const bare = () => fetch(`${BFF}/healthz`);
  // `manual`: a redirect (to sign-in, or a sign-up step) would otherwise time another page.
  const pageView = () => fetch(`${BFF}/company/${w.companyId}/brands`, { headers: { cookie: w.cookie }, redirect: 'manual' });
  const warm = Math.min(50, n);
  await sequential(warm, direct);
  await sequential(warm, viaBff);
  await sequential(10, pageView);
  await sequential(warm, bare);

  const h = await cpuPer(w.bffPid, n, bare);
  const d = await sequential(n, direct);
  const b = await cpuPer(w.bffPid, n, viaBff);
  const { direct: dRate, viaBff: bRate } = await rates(n, direct, viaBff);
  const views = Math.max(20, Math.round(n / 10));
  const p = await cpuPer(w.bffPid, views, pageView);
  return {
    n,
    bare: { ...pct(h.ms), cpuPerCall: h.cpu },
    direct: { ...pct(d), rate: dRate },
    viaBff: { ...pct(b.ms), rate: bRate, cpuPerCall: b.cpu },
    ratio: bRate / dRate,
    pageHtml: { ...pct(p.ms), cpuPerView: p.cpu, views },
  };
}

/**
 * Code sign-up over HTTP on a running stack (bench/stack-lib.ts), the starting figure "sign-up p95
 * 752 ms" of docs/performance.md: POST auth/signup then auth/verify-signup, through the BFF as the
 * browser sends them and, as the reference, direct to the upstream. Only the two calls are timed:
 * reading the code from the outbox stands in for the person opening their mail
 * (bench/request-path.ts explains why that matters). Every call comes from 127.0.0.1: the stack
 * allows 1,000 sends per IP in 15 minutes (scripts/e2e-server.mjs).
 */
import { BFF, UP, mailedCode, q } from './stack-lib';

export type SignUpTimes = { p50: number; p95: number; n: number };

async function signUps(base: string, n: number, tag: string): Promise<SignUpTimes> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BFF }, body: JSON.stringify(body) });
  const times: number[] = [];
  const warm = Math.min(5, n);
  for (let i = 0; i < n + warm; i++) {
    const email = `signup-${tag}-${Date.now().toString(36)}-${i}@bench.test`;
    const t0 = performance.now();
    const sent = await post('auth/signup', { email, first_name: 'Sam', last_name: 'Signup' });
    await sent.arrayBuffer();
    const signup = performance.now() - t0;
    if (!sent.ok) throw new Error(`${tag} signup: ${sent.status}`);
    const code = await mailedCode(email);
    const t1 = performance.now();
    const verified = await post('auth/verify-signup', { email, code });
    await verified.arrayBuffer();
    if (!verified.ok) throw new Error(`${tag} verify: ${verified.status}`);
    if (i >= warm) times.push(signup + performance.now() - t1);
  }
  return { p50: q(times, 0.5), p95: q(times, 0.95), n };
}

export async function measureSignUp(n: number): Promise<{ viaBff: SignUpTimes; direct: SignUpTimes }> {
  return { viaBff: await signUps(`${BFF}/api`, n, 'bff'), direct: await signUps(UP, n, 'up') };
}

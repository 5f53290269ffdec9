/**
 * The list's price sparkline as a plain SVG path (no chart library on the list): the summary's
 * `[time, amount]` points, oldest first, drawn as steps (a price holds until the next one).
 */
export function sparklinePath(points: readonly (readonly [string, number])[], width: number, height: number, pad = 2): string {
  if (points.length === 0) return '';
  const ts = points.map(([t]) => Date.parse(t));
  const vs = points.map(([, v]) => v);
  const t0 = Math.min(...ts);
  const t1 = Math.max(...ts);
  const lo = Math.min(...vs);
  const hi = Math.max(...vs);
  const x = (t: number) => (t1 === t0 ? width - pad : pad + ((t - t0) / (t1 - t0)) * (width - 2 * pad));
  const y = (v: number) => (hi === lo ? height / 2 : pad + (1 - (v - lo) / (hi - lo)) * (height - 2 * pad));
  const r = (n: number) => Math.round(n * 10) / 10;
  if (points.length === 1) return `M${r(pad)},${r(y(vs[0]))}H${r(width - pad)}`;
  let d = `M${r(x(ts[0]))},${r(y(vs[0]))}`;
  for (let i = 1; i < points.length; i++) d += `H${r(x(ts[i]))}V${r(y(vs[i]))}`;
  return d;
}

/** "Lowest price went from €1,299.00 to €1,199.00", for the sparkline's accessible name. */
export function sparklineTrend(points: readonly (readonly [string, number])[]): 'up' | 'down' | 'flat' | null {
  if (points.length === 0) return null;
  const first = points[0][1];
  const last = points[points.length - 1][1];
  return last > first ? 'up' : last < first ? 'down' : 'flat';
}

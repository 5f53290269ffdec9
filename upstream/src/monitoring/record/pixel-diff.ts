import { PNG } from 'pngjs';

/** pixelmatch's default threshold (0.1) on its YIQ colour-distance scale (max 35215). */
const MAX_DELTA = 35215 * 0.1 * 0.1;

/** Perceived colour distance of two RGBA pixels blended on white (the YIQ metric pixelmatch uses). */
function colorDelta(a: Uint8Array, i: number, b: Uint8Array, j: number): number {
  const blend = (data: Uint8Array, k: number) => 255 + ((data[k] - 255) * data[k + 3]) / 255;
  const dr = blend(a, i) - blend(b, j);
  const dg = blend(a, i + 1) - blend(b, j + 1);
  const db = blend(a, i + 2) - blend(b, j + 2);
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const iq = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q;
}

/**
 * Share of pixels (0..100, two decimals) that differ between two PNG screenshots. Pages grow and
 * shrink, so images of different sizes are compared over their common top-left area: what a
 * reader sees first. Null when either image cannot be decoded or the common area is empty.
 *
 * The metric is pixelmatch's (YIQ distance, threshold 0.1) without its anti-aliasing detection:
 * pixelmatch 7 ships as ES modules only, which the CommonJS Jest runtime on Node 20 cannot load.
 */
export function pixelDiffPercent(before: Buffer, after: Buffer): number | null {
  let a: PNG;
  let b: PNG;
  try {
    a = PNG.sync.read(before);
    b = PNG.sync.read(after);
  } catch {
    return null;
  }
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  if (width === 0 || height === 0) return null;
  let changed = 0;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      if (colorDelta(a.data, (y * a.width + x) * 4, b.data, (y * b.width + x) * 4) > MAX_DELTA) changed += 1;
    }
  return Math.round((changed / (width * height)) * 10_000) / 100;
}

import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** The top-left `width` × `height` of an image (RGBA rows copied out). */
function crop(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) out.set(image.data.subarray(y * image.width * 4, (y * image.width + width) * 4), y * width * 4);
  return out;
}

/**
 * Share of pixels (0..100, two decimals) that differ between two PNG screenshots, by pixelmatch
 * (perceptual YIQ distance, threshold 0.1, anti-aliased pixels not counted). Pages grow and shrink,
 * so images of different sizes are compared over their common top-left area: what a reader sees
 * first. Null when either image cannot be decoded or the common area is empty.
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
  const changed = pixelmatch(crop(a, width, height), crop(b, width, height), undefined, width, height, { threshold: 0.1 });
  return Math.round((changed / (width * height)) * 10_000) / 100;
}

import type { AppDeps } from '../../app-env';
import { uploads } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { IMAGE_TYPES, sniffImage } from '../../storage/sniff-image';

/** Stores an uploaded image after checking its size and its real type (by content, not by name). */
export async function saveImage(deps: AppDeps, file: File, field: string, ownerId: number | null): Promise<string> {
  const max = deps.config.uploadMaxBytes;
  if (file.size === 0) throw fieldError(field, `The ${field} must be an image.`);
  if (file.size > max) throw fieldError(field, `The ${field} may not be greater than ${Math.floor(max / 1024)} kilobytes.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = sniffImage(bytes);
  if (!mime) throw fieldError(field, `The ${field} must be a file of type: png, jpg, gif, webp.`);
  const name = await deps.storage.put(bytes, IMAGE_TYPES[mime]);
  await deps.db.insert(uploads).values({ ownerId, name, mime, size: bytes.length });
  return name;
}

import { eq } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { readForm } from '../../lib/multipart';
import { createResourceRouter } from '../../lib/resource-router';
import { uploadUrl } from '../../lib/user-resource';
import { saveImage } from '../../services/uploads/save-image';
import { serveUploadRoute, uploadBody, uploadRoute } from './routes';

/** `POST uploads` (an image of the caller's) and, for anyone, `GET uploads/{name}` (the image itself). */
const { router, route } = createResourceRouter({ tag: 'uploads', access: { ability: 'uploads' } });
const { router: served, route: publicRoute } = createResourceRouter({ tag: 'uploads', access: 'public' });
export const uploadsRouter = router;

route(
  uploadRoute,
  async (c) => {
    const form = await readForm(c, c.var.deps.config.uploadMaxBytes);
    const file = form.files.image;
    if (!file) throw fieldError('image', 'The image field is required.');
    const name = await saveImage(c.var.deps, file, 'image', c.var.auth.user.id);
    return c.json({ data: { path: name, url: uploadUrl(name) ?? '' } }, 201);
  },
  { body: uploadBody },
);

/**
 * Images are served by their unguessable generated name (like a private-bucket signed URL that
 * does not expire), with the type we sniffed at upload and nosniff so the browser never guesses.
 */
publicRoute(serveUploadRoute, async (c) => {
  const name = c.req.param('name');
  const [row] = await c.var.deps.db.select().from(uploads).where(eq(uploads.name, name)).limit(1);
  const file = row ? await c.var.deps.storage.get(name) : null;
  if (!row || !file) return c.json({ message: 'Not found.' }, 404);
  return new Response(file.stream, {
    headers: {
      'Content-Type': row.mime,
      'Content-Length': String(file.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
      'Cache-Control': 'private, max-age=31536000, immutable',
    },
  });
});

// Merged last: a router copies another's routes as they stand when merged.
router.route('/', served);

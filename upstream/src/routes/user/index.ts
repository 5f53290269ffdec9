import { eq } from 'drizzle-orm';
import { updateUserBody } from '@/lib/contract/user';
import { users } from '../../db/schema';
import { readForm } from '../../lib/multipart';
import { createRouter } from '../../lib/router';
import { toUserResource } from '../../lib/user-resource';
import { parseOr422 } from '../../lib/validation';
import { requireAuth } from '../../middleware/auth';
import { saveImage } from '../../services/uploads/save-image';
import { getOverview } from '../../services/users/get-overview';
import { getUserRoute, overviewRoute, updateUserRoute } from './routes';

export const userRouter = createRouter();
userRouter.use('/user', requireAuth('user'));
userRouter.use('/user/*', requireAuth('user'));

userRouter.openapi(getUserRoute, (c) => c.json({ data: toUserResource(c.var.auth.user, c.var.deps.config) }, 200));

userRouter.openapi(updateUserRoute, async (c) => {
  const deps = c.var.deps;
  const form = await readForm(c, deps.config.uploadMaxBytes);
  // Validate every text field before storing the image, so a 422 leaves nothing half-saved.
  const body = parseOr422(updateUserBody, { first_name: form.fields.first_name, last_name: form.fields.last_name });
  const image = form.files.image ? await saveImage(deps, form.files.image, 'image', c.var.auth.user.id) : undefined;
  const [user] = await deps.db
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, image, updatedAt: deps.now() })
    .where(eq(users.id, c.var.auth.user.id))
    .returning();
  return c.json({ data: toUserResource(user, deps.config) }, 200);
});

userRouter.openapi(overviewRoute, async (c) => c.json({ data: await getOverview(c.var.deps.db, c.var.auth.user.id) }, 200));

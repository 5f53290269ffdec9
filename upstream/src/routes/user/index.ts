import { eq } from 'drizzle-orm';
import { updateUserBody } from '@/lib/contract/user';
import { users } from '../../db/schema';
import { readForm } from '../../lib/multipart';
import { createResourceRouter, formBody } from '../../lib/resource-router';
import { toUserResource } from '../../lib/user-resource';
import { parseOr422 } from '../../lib/validation';
import { saveImage } from '../../services/uploads/save-image';
import { getOverview } from '../../services/users/get-overview';
import { getUserRoute, overviewRoute, updateUserRoute } from './routes';

/** `user` (the signed-in user's profile) and `user/overview`; the account calls of `user/*` live in routes/account. */
const { router, route } = createResourceRouter({ tag: 'user', access: { ability: 'user' } });
export const userRouter = router;

route(getUserRoute, (c) => c.json({ data: toUserResource(c.var.auth.user, c.var.deps.config) }, 200));

route(
  updateUserRoute,
  async (c) => {
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
  },
  { body: formBody(updateUserBody, { image: 'one' }) },
);

route(overviewRoute, async (c) => c.json({ data: await getOverview(c.var.deps.db, c.var.auth.user.id) }, 200));

import { createResourceRouter } from '../../lib/resource-router';
import { notFound } from '../../lib/errors';
import { deleteCalendarFeed, getCalendarFeed, readCalendarFeed, regenerateCalendarFeed } from '../../services/calendar/calendar-feed';
import { deleteCalendarFeedRoute, getCalendarFeedRoute, readCalendarFeedRoute, regenerateCalendarFeedRoute } from './routes';

/**
 * The calendar subscription feed: `user/calendar-feed` (the caller's own, an account setting: the
 * `user` ability) and `calendar-feeds/{secret}.ics` (public: what a calendar app fetches; the
 * secret is the credential, so a wrong one is 404 like any unknown address).
 */
const { router, route } = createResourceRouter({ tag: 'calendar feed', access: { ability: 'user' } });
const { router: publicFeeds, route: publicRoute } = createResourceRouter({ tag: 'calendar feed', access: 'public' });
export const calendarFeedsRouter = router;

route(getCalendarFeedRoute, async (c) => c.json({ data: await getCalendarFeed(c.var.deps, c.var.auth.user.id) }, 200));
route(regenerateCalendarFeedRoute, async (c) => c.json({ data: await regenerateCalendarFeed(c.var.deps, c.var.auth.user.id) }, 201));
route(deleteCalendarFeedRoute, async (c) => c.json({ data: await deleteCalendarFeed(c.var.deps, c.var.auth.user.id) }, 200));

publicRoute(readCalendarFeedRoute, async (c) => {
  const secret = c.req.valid('param').file.replace(/\.ics$/, '');
  const ics = await readCalendarFeed(c.var.deps, secret);
  if (ics === null) throw notFound('Calendar feed');
  // Private to the one subscriber: no shared cache keeps it; calendar apps poll it anyway.
  return c.body(ics, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' });
});

// Merged last: a router copies another's routes as they stand when merged.
router.route('/', publicFeeds);

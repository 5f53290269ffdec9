import { createRouter } from '../../lib/router';
import { registerAgendaHandlers } from './agenda-handlers';
import { registerMeetingHandlers } from './meeting-handlers';

/**
 * Meetings (`meetings`, `meetings/search`, `meetings/{id}`, its discussion, clone and copy) and their
 * agenda (goals and topics, with their order). Every route needs the `meetings` ability. Ids are
 * digits only, so `meetings/search` is never taken for a meeting. `POST meetings/{id}/task` lives in
 * the tasks router.
 */
export const meetingsRouter = createRouter();
registerMeetingHandlers(meetingsRouter);
registerAgendaHandlers(meetingsRouter);

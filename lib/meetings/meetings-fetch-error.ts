/**
 * The meetings' read fallback (spec §8), on its own: the meetings list's first load needs this text,
 * not the whole MEETING_MSG table of the meeting actions (decision 0014). MEETING_MSG.fetch is this.
 */
export const MEETINGS_FETCH_ERROR = 'Error fetching meetings';

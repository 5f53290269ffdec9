import type { ActivityResource } from '@/lib/contract/activity';
import type { Discussion } from '@/lib/contract/discussions';

/** One line of a record's history: a write from the activity log, or something said in its discussions. */
export type TimelineItem =
  | { kind: 'activity'; key: string; at: string; entry: ActivityResource }
  | { kind: 'said'; key: string; at: string; who: string; what: string; text: string };

const personName = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : 'Someone');
const QUOTE_MAX = 280;
const quote = (text: string) => (text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX - 1)}…` : text);

/**
 * A record's history with its discussions woven in, newest first (Twenty's timeline, Plane's issue
 * activity): each discussion started and each comment is a line at its time among the writes.
 * While older activity is still to be read (`complete` false), what was said before the oldest
 * entry read so far waits for it, so the lines stay in order as pages arrive.
 */
export function recordTimeline(entries: readonly ActivityResource[], discussions: readonly Discussion[], complete: boolean): TimelineItem[] {
  const oldest = entries.length > 0 ? entries[entries.length - 1].at : null;
  const said: TimelineItem[] = discussions.flatMap((d) => [
    {
      kind: 'said' as const,
      key: `d${d.id}`,
      at: d.created_at,
      who: personName(d.author),
      what: `started the discussion “${d.title}”`,
      text: quote(d.body ?? ''),
    },
    ...d.comments.map((c) => ({
      kind: 'said' as const,
      key: `c${c.id}`,
      at: c.created_at,
      who: personName(c.author),
      what: `commented in “${d.title}”`,
      text: quote(c.body),
    })),
  ]);
  const shown = complete || oldest === null ? said : said.filter((s) => s.at >= oldest);
  const writes: TimelineItem[] = entries.map((entry) => ({ kind: 'activity', key: `a${entry.id}`, at: entry.at, entry }));
  return [...writes, ...shown].sort((x, y) => (x.at === y.at ? 0 : x.at < y.at ? 1 : -1));
}

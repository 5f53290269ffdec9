/**
 * Mentions in comments: the composer inserts `@[Display Name](user:123)`; the upstream notifies
 * each mentioned user who can read the subject, and the browser renders the markup as "@Display Name".
 */
export const MENTION_PATTERN = /@\[([^\]\n]{1,100})\]\(user:(\d{1,10})\)/g;

/** The distinct user ids mentioned in a text, in order of first mention. */
export function mentionedUserIds(text: string): number[] {
  const ids: number[] = [];
  for (const m of text.matchAll(MENTION_PATTERN)) {
    const id = Number(m[2]);
    if (id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const mentionMarkup = (name: string, userId: number) => `@[${name.replace(/[[\]()\n]/g, ' ').trim()}](user:${userId})`;

/** Splits a text into plain parts and mentions, for rendering. */
export function splitMentions(text: string): ({ text: string } | { mention: string; userId: number })[] {
  const out: ({ text: string } | { mention: string; userId: number })[] = [];
  let last = 0;
  for (const m of text.matchAll(MENTION_PATTERN)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ mention: m[1], userId: Number(m[2]) });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

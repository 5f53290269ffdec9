import { mentionMarkup } from '@/lib/contract/mentions';

/** A person who can be mentioned (the shape of `user/other-users`). */
export type MentionPerson = { id: number; first_name: string; last_name: string; email: string; image: string | null };

export const MENTION_SUGGESTIONS = 8;

/*
 * "@" then a name being typed, right before the caret. The "@" starts the text or follows a space
 * or punctuation (so "ada@example.com" is no mention), and the name may hold one space ("Ada Lo").
 */
const TRIGGER = /(?:^|[^\p{L}\p{N}_@])@([\p{L}\p{M}'’.-]{0,40}(?: [\p{L}\p{M}'’.-]{0,40})?)$/u;

/** The mention being typed at the caret: where its "@" is and the text after it; null when none. */
export function findMentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, Math.max(0, Math.min(caret, text.length)));
  const m = TRIGGER.exec(before);
  if (!m) return null;
  return { start: before.length - m[1].length - 1, query: m[1] };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const personFullName = (p: Pick<MentionPerson, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();

/**
 * The people whose name (or a word of it, or the email) starts with the typed text, accents and
 * case ignored; full-name matches first, then by name. An empty query lists everyone.
 */
export function filterPeople(people: readonly MentionPerson[], query: string, limit = MENTION_SUGGESTIONS): MentionPerson[] {
  const q = fold(query.trim());
  const scored: { p: MentionPerson; rank: number; name: string }[] = [];
  for (const p of people) {
    const name = fold(personFullName(p));
    const rank = !q || name.startsWith(q) ? 0 : name.split(/\s+/).some((w) => w.startsWith(q)) || fold(p.email).startsWith(q) ? 1 : -1;
    if (rank >= 0) scored.push({ p, rank, name });
  }
  scored.sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name) || a.p.id - b.p.id);
  return scored.slice(0, limit).map((s) => s.p);
}

/** The text with the typed "@query" replaced by the person's mention markup and a space; the caret goes after it. */
export function insertMention(text: string, at: { start: number; query: string }, person: MentionPerson): { text: string; caret: number } {
  const markup = mentionMarkup(personFullName(person) || person.email, person.id);
  const rest = text.slice(at.start + 1 + at.query.length);
  const glue = rest.startsWith(' ') || rest.startsWith('\n') ? '' : ' ';
  const head = `${text.slice(0, at.start)}${markup}${glue}`;
  return { text: `${head}${rest}`, caret: head.length + (glue ? 0 : 1) };
}

import { mentionedUserIds, splitMentions } from '@/lib/contract/mentions';
import { filterPeople, findMentionQuery, insertMention } from './mention-query';
import type { MentionPerson } from './mention-query';

const person = (id: number, first: string, last: string, email = `${first.toLowerCase()}@x.io`): MentionPerson => ({
  id,
  first_name: first,
  last_name: last,
  email,
  image: null,
});
const ada = person(1, 'Ada', 'Lovelace');
const alan = person(2, 'Alan', 'Turing');
const zoe = person(3, 'Zoë', 'Adams', 'zadams@x.io');
const grace = person(4, 'Grace', 'Hopper', 'admiral@navy.io');

describe('findMentionQuery', () => {
  it('finds "@" and the letters typed after it, at the start or after a space', () => {
    expect(findMentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(findMentionQuery('Hi @Ad', 6)).toEqual({ start: 3, query: 'Ad' });
    expect(findMentionQuery('Hi @Ada Lo', 10)).toEqual({ start: 3, query: 'Ada Lo' });
    expect(findMentionQuery('(@zo', 4)).toEqual({ start: 1, query: 'zo' });
  });
  it('ignores emails, finished mentions, digits and text after the caret', () => {
    expect(findMentionQuery('mail ada@x', 10)).toBeNull();
    expect(findMentionQuery('@[Ada Lovelace](user:1) ', 24)).toBeNull();
    expect(findMentionQuery('@12', 3)).toBeNull();
    expect(findMentionQuery('@Ada Lovelace thanks', 20)).toBeNull();
    expect(findMentionQuery('Hi @Ad and more', 6)).toEqual({ start: 3, query: 'Ad' });
    expect(findMentionQuery('Hi @Ad', 2)).toBeNull();
  });
});

describe('filterPeople', () => {
  const people = [grace, zoe, alan, ada];
  it('lists everyone by name for a bare "@"', () => {
    expect(filterPeople(people, '').map((p) => p.id)).toEqual([1, 2, 4, 3]);
    expect(filterPeople(people, '', 2)).toHaveLength(2);
  });
  it('matches the start of the name, of a word of it or of the email, accents and case ignored', () => {
    expect(filterPeople(people, 'a').map((p) => p.id)).toEqual([1, 2, 4, 3]);
    expect(filterPeople(people, 'zoe').map((p) => p.id)).toEqual([3]);
    expect(filterPeople(people, 'TUR').map((p) => p.id)).toEqual([2]);
    expect(filterPeople(people, 'admiral').map((p) => p.id)).toEqual([4]);
    expect(filterPeople(people, 'ada lo').map((p) => p.id)).toEqual([1]);
    expect(filterPeople(people, 'xyz')).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces the typed "@query" with the markup and a space, caret after it', () => {
    const text = 'Hi @Ad';
    const out = insertMention(text, { start: 3, query: 'Ad' }, ada);
    expect(out.text).toBe('Hi @[Ada Lovelace](user:1) ');
    expect(out.caret).toBe(out.text.length);
    expect(mentionedUserIds(out.text)).toEqual([1]);
    expect(splitMentions(out.text)).toEqual([{ text: 'Hi ' }, { mention: 'Ada Lovelace', userId: 1 }, { text: ' ' }]);
  });
  it('keeps the text after the caret and adds no second space', () => {
    const out = insertMention('@Al please check', { start: 0, query: 'Al' }, alan);
    expect(out.text).toBe('@[Alan Turing](user:2) please check');
    expect(out.text.slice(0, out.caret)).toBe('@[Alan Turing](user:2) ');
  });
});

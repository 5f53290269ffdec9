/**
 * English counts for labels ("1 team works here", "All 12 brands →"). The app has one language,
 * so plain one/many forms are enough; irregular plurals are passed in.
 */

/** "team" for 1, "teams" otherwise (including 0: "0 teams"). */
export const pluralWord = (count: number, one: string, many = `${one}s`): string => (count === 1 ? one : many);

/** "1 team", "2 teams", "0 teams". */
export const countOf = (count: number, one: string, many = `${one}s`): string => `${count} ${pluralWord(count, one, many)}`;

/** "1 team works here" / "2 teams work here": the verb agrees with the count. */
export const teamsWorkHere = (count: number): string => `${countOf(count, 'team')} ${count === 1 ? 'works' : 'work'} here`;

/** The link under a short list to the full one: "See the brand" for one, "All 12 brands" otherwise. */
export const seeAllLabel = (total: number, one: string, many = `${one}s`): string => (total === 1 ? `See the ${one}` : `All ${countOf(total, one, many)}`);

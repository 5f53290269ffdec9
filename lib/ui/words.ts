/**
 * Small wording helpers for labels built from a noun ("Add a social profile URL"). Lower-casing a
 * whole label breaks acronyms ("url"), so only words that are not all capitals are lowered.
 */

/** "Social profile URL" → "social profile URL"; acronyms (URL, ID, USDA) keep their capitals. */
export const lowerWords = (text: string): string =>
  text
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');

/** "a" or "an" before a word, by its first letter (good enough for the app's own nouns). */
export const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

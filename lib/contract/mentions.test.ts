import { mentionMarkup, mentionedUserIds, splitMentions } from './mentions';

describe('mentions', () => {
  it('finds each mentioned user once and splits the text for rendering', () => {
    const text = `Hi ${mentionMarkup('Ben Reader', 7)} and ${mentionMarkup('Ann', 3)}, ${mentionMarkup('Ben Reader', 7)}!`;
    expect(mentionedUserIds(text)).toEqual([7, 3]);
    expect(splitMentions('Hi @[Ann](user:3).')).toEqual([{ text: 'Hi ' }, { mention: 'Ann', userId: 3 }, { text: '.' }]);
    expect(mentionedUserIds('mail me @ann or @[x](user:abc)')).toEqual([]);
    expect(mentionMarkup('A [weird] (name)', 5)).toBe('@[A  weird   name](user:5)');
  });
});

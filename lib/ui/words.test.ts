import { lowerWords, withArticle } from './words';

describe('words', () => {
  it('lowers words but keeps acronyms', () => {
    expect(lowerWords('Social profile URL')).toBe('social profile URL');
    expect(lowerWords('Certification')).toBe('certification');
    expect(lowerWords('Team ID')).toBe('team ID');
  });

  it('puts a or an before a noun', () => {
    expect(withArticle('social profile URL')).toBe('a social profile URL');
    expect(withArticle('certification')).toBe('a certification');
    expect(withArticle('ingredient')).toBe('an ingredient');
  });
});

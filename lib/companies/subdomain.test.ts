import { availabilityText, initialSubdomainState, readSuggestion, slugify, subdomainReducer, wantsSuggestion } from './subdomain';
import { localSubdomainIssue } from './subdomain-issue';
import type { SubdomainAction, SubdomainState } from './subdomain';

const run = (actions: SubdomainAction[], start: SubdomainState = initialSubdomainState()) => actions.reduce(subdomainReducer, start);

describe('subdomain suggestion', () => {
  it('follows the name with a local slug, then the server suggestion for that name', () => {
    const typed = run([{ type: 'name', name: 'Acme Café' }]);
    expect(typed.subdomain).toBe('acme-cafe');
    expect(wantsSuggestion(typed)).toBe(true);
    expect(subdomainReducer(typed, { type: 'suggested', name: 'Acme Café', subdomain: 'acme-cafe-2' }).subdomain).toBe('acme-cafe-2');
  });

  it('ignores a late suggestion for an older name', () => {
    const state = run([
      { type: 'name', name: 'Acme' },
      { type: 'name', name: 'Acme Labs' },
    ]);
    expect(subdomainReducer(state, { type: 'suggested', name: 'Acme', subdomain: 'acme' })).toBe(state);
  });

  it('stops suggesting once the user edits the subdomain, and resumes when they clear it', () => {
    const edited = run([
      { type: 'name', name: 'Acme' },
      { type: 'edited', subdomain: 'MyAcme' },
      { type: 'name', name: 'Acme Labs' },
    ]);
    expect(edited).toEqual({ name: 'Acme Labs', subdomain: 'myacme', edited: true });
    expect(wantsSuggestion(edited)).toBe(false);
    expect(subdomainReducer(edited, { type: 'suggested', name: 'Acme Labs', subdomain: 'acme-labs' })).toBe(edited);
    const cleared = run(
      [
        { type: 'edited', subdomain: '' },
        { type: 'name', name: 'Acme Labs 2' },
      ],
      edited,
    );
    expect(cleared).toEqual({ name: 'Acme Labs 2', subdomain: 'acme-labs-2', edited: false });
  });

  it('starts as edited when the company already has a subdomain (edit form)', () => {
    const state = run([{ type: 'name', name: 'Renamed' }], initialSubdomainState('Acme', 'acme'));
    expect(state.subdomain).toBe('acme');
    expect(wantsSuggestion(state)).toBe(false);
  });

  it('makes valid slugs', () => {
    expect(slugify('  --Hello, World!-- ')).toBe('hello-world');
    expect(slugify('Ünïcödé Brands & Co.')).toBe('unicode-brands-co');
    expect(slugify('a'.repeat(62) + ' b')).toBe('a'.repeat(62));
    expect(slugify('!!!')).toBe('');
  });

  it('reads the suggestion from either answer shape', () => {
    expect(readSuggestion('acme')).toBe('acme');
    expect(readSuggestion({ subdomain: 'acme', available: true })).toBe('acme');
    expect(readSuggestion({ subdomain: 3 })).toBeNull();
    expect(readSuggestion(null)).toBeNull();
    expect(readSuggestion('')).toBeNull();
  });
});

describe('subdomain availability', () => {
  it('checks the contract rules locally first', () => {
    expect(localSubdomainIssue('acme')).toBeNull();
    expect(localSubdomainIssue('ab')).toMatch(/at least 3/);
    expect(localSubdomainIssue('-acme')).toMatch(/hyphen/);
    expect(localSubdomainIssue('admin')).toMatch(/reserved/);
  });

  it('says available, or the reason', () => {
    expect(availabilityText({ subdomain: 'acme', available: true, reason: null })).toBe('acme is available.');
    expect(availabilityText({ subdomain: 'acme', available: false, reason: 'This subdomain is taken.' })).toBe('This subdomain is taken.');
    expect(availabilityText({ subdomain: 'acme', available: false, reason: null })).toBe('acme is not available.');
  });
});

import { RESERVED_SUBDOMAINS } from '@/lib/contract/companies';
import { firstFreeSubdomain, isReservedSubdomain, SLUG_MAX, slugify, subdomainFormatProblem, withSuffix } from './subdomain';

describe('slugify', () => {
  it.each([
    ['Acme', 'acme'],
    ['Acme Café', 'acme-cafe'],
    ['  Acme   & Sons, Ltd.  ', 'acme-sons-ltd'],
    ['Trader Joe’s', 'trader-joes'],
    ["Joe's Diner", 'joes-diner'],
    ['Ünïcödé Brands', 'unicode-brands'],
    ['Straße Œuvre Ærø Łódź', 'strasse-oeuvre-aero-lodz'],
    ['ACME_Corp--2024', 'acme-corp-2024'],
    ['ﬁne foods', 'fine-foods'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('pads a slug shorter than 3 characters and avoids reserved words', () => {
    expect(slugify('AB')).toBe('ab-company');
    expect(slugify('X')).toBe('x-company');
    expect(slugify('Admin')).toBe('admin-company');
    expect(slugify('WWW')).toBe('www-company');
  });

  it('falls back to "company" when no letter or digit survives', () => {
    expect(slugify('')).toBe('company');
    expect(slugify('!!!')).toBe('company');
    expect(slugify('公司')).toBe('company');
  });

  it('cuts long names at a word-safe length without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX - 1)} bcd`);
    expect(slug).toBe('a'.repeat(SLUG_MAX - 1));
    expect(slugify('x'.repeat(200))).toHaveLength(SLUG_MAX);
  });

  it('always yields a subdomain the contract accepts', () => {
    for (const name of ['a', 'Ab', 'API', 'help', '---', 'Été', `${'long '.repeat(40)}`, '12', '9 lives', 'Ω']) {
      expect(subdomainFormatProblem(slugify(name))).toBeNull();
    }
  });
});

describe('subdomainFormatProblem', () => {
  it('accepts lowercase letters, digits and inner hyphens of 3 to 63 characters', () => {
    for (const ok of ['abc', 'acme-2', 'a1b', 'x'.repeat(63), 'a-b-c']) expect(subdomainFormatProblem(ok)).toBeNull();
  });

  it('names the rule a value breaks', () => {
    expect(subdomainFormatProblem('ab')).toBe('The subdomain must be at least 3 characters.');
    expect(subdomainFormatProblem('x'.repeat(64))).toBe('The subdomain may not be greater than 63 characters.');
    expect(subdomainFormatProblem('-acme')).toMatch(/cannot start or end with a hyphen/);
    expect(subdomainFormatProblem('acme-')).toMatch(/cannot start or end with a hyphen/);
    expect(subdomainFormatProblem('ac me')).toMatch(/only letters, digits and hyphens/);
    expect(subdomainFormatProblem('acmé')).toMatch(/only letters, digits and hyphens/);
    expect(subdomainFormatProblem('admin')).toBe('This subdomain is reserved.');
  });

  it('reads upper case as lower case, as the contract does', () => {
    expect(subdomainFormatProblem('ACME')).toBeNull();
  });
});

describe('isReservedSubdomain', () => {
  it('knows every reserved word and nothing else', () => {
    for (const word of RESERVED_SUBDOMAINS) expect(isReservedSubdomain(word)).toBe(true);
    expect(isReservedSubdomain('acme')).toBe(false);
    expect(isReservedSubdomain('admin-2')).toBe(false);
  });
});

describe('firstFreeSubdomain', () => {
  it('keeps the base when it is free', () => {
    expect(firstFreeSubdomain('acme', new Set())).toBe('acme');
    expect(firstFreeSubdomain('acme', new Set(['acme-2']))).toBe('acme');
  });

  it('counts up from -2 past the taken ones', () => {
    expect(firstFreeSubdomain('acme', new Set(['acme']))).toBe('acme-2');
    expect(firstFreeSubdomain('acme', new Set(['acme', 'acme-2', 'acme-3']))).toBe('acme-4');
    expect(firstFreeSubdomain('acme', new Set(['acme', 'acme-3']))).toBe('acme-2');
  });

  it('skips a reserved base', () => {
    expect(firstFreeSubdomain('admin', new Set())).toBe('admin-2');
  });

  it('stays inside 63 characters for the longest slug', () => {
    const base = 'x'.repeat(SLUG_MAX);
    const taken = new Set([base, ...Array.from({ length: 998 }, (_, i) => withSuffix(base, i + 2))]);
    const free = firstFreeSubdomain(base, taken);
    expect(free).toBe(`${base}-1000`);
    expect(subdomainFormatProblem(free)).toBeNull();
  });
});

describe('withSuffix', () => {
  it('adds -n from 2 on', () => {
    expect(withSuffix('acme', 1)).toBe('acme');
    expect(withSuffix('acme', 2)).toBe('acme-2');
    expect(withSuffix('acme', 10)).toBe('acme-10');
  });
});

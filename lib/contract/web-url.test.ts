/**
 * Website and link fields add `https://` to `northwind.example` before validating (form
 * and upstream share these schemas), keep refusing what is not an http(s) URL, and say one thing
 * per bad value.
 */
import { businessDataBody } from './auth';
import { brandBody, retailerBody, retailerProductBody } from './catalogue';
import { createCompanyBody } from './companies';
import { externalUrl } from './content-common';
import { directoryEntryBody } from './directories';
import { fieldErrorsFromZod } from './field-errors';
import { companyPartyBody, companyPartyUpdateBody } from './relations';
import { optionalWebUrl, webUrlProblem, withDefaultScheme } from './web-url';

describe('web URLs', () => {
  it('adds https:// to a host name without a scheme, and only to one', () => {
    expect(withDefaultScheme('northwind.example')).toBe('https://northwind.example');
    expect(withDefaultScheme('  www.northwind.example/about?x=1 ')).toBe('https://www.northwind.example/about?x=1');
    expect(withDefaultScheme('shop.example:8080/a')).toBe('https://shop.example:8080/a');
    expect(withDefaultScheme('localhost:3000')).toBe('https://localhost:3000');
    expect(withDefaultScheme('http://northwind.example')).toBe('http://northwind.example');
    expect(withDefaultScheme('HTTPS://northwind.example')).toBe('HTTPS://northwind.example');
    for (const left of ['not a url', 'javascript:alert(1)', 'ftp://files.example', 'nope', 'ada@northwind.example', 'mailto:a@b.example', '']) {
      expect(withDefaultScheme(left)).toBe(left);
    }
  });

  it('tells a malformed value from a wrong scheme', () => {
    expect(webUrlProblem('https://northwind.example')).toBeNull();
    expect(webUrlProblem('not a url')).toBe('invalid');
    expect(webUrlProblem('http:northwind.example')).toBe('invalid');
    expect(webUrlProblem('javascript:alert(1)')).toBe('scheme');
    expect(webUrlProblem('ftp://files.example')).toBe('scheme');
  });

  it('parses an optional website: schemed, kept empty, or one message', () => {
    const website = optionalWebUrl('website');
    expect(website.parse('northwind.example')).toBe('https://northwind.example');
    expect(website.parse('')).toBe('');
    expect(website.parse(undefined)).toBeUndefined();
    const one = (v: string) => {
      const res = website.safeParse(v);
      return res.success ? [] : res.error.issues.map((i) => i.message);
    };
    expect(one('not a url')).toEqual(['The website must be a valid URL.']);
    expect(one('javascript:alert(1)')).toEqual(['The website must start with http:// or https://.']);
    expect(one('ftp://files.example')).toEqual(['The website must start with http:// or https://.']);
  });

  it('applies to every website of the company area and to the sign-up business data', () => {
    expect(createCompanyBody.safeParse({ name: 'N', subdomain: 'northwind', team_id: 1, website: 'northwind.example' }).data?.website).toBe(
      'https://northwind.example',
    );
    expect(retailerBody.parse({ name: 'R', website: 'northwind.example' }).website).toBe('https://northwind.example');
    expect(retailerProductBody.parse({ product_id: 1, url: 'shop.example/p/1' }).url).toBe('https://shop.example/p/1');
    expect(companyPartyBody.parse({ name: 'P', website: 'northwind.example' }).website).toBe('https://northwind.example');
    expect(companyPartyUpdateBody.parse({ website: 'northwind.example' }).website).toBe('https://northwind.example');
    expect(companyPartyUpdateBody.parse({ website: '' }).website).toBeNull();
    expect(directoryEntryBody.parse({ name: 'D', website: 'northwind.example' }).website).toBe('https://northwind.example');
    expect(businessDataBody.parse({ company_name: 'N', role: 'Buyer', website: 'northwind.example' }).website).toBe('https://northwind.example');
    expect(businessDataBody.safeParse({ company_name: 'N', role: 'Buyer', website: 'javascript:alert(1)' }).success).toBe(false);
    expect(externalUrl.parse('docs.example/guide')).toBe('https://docs.example/guide');
  });

  it('schemes brand links and each social URL, with one error per bad row', () => {
    const brand = brandBody.parse({ name: 'B', website_url: 'northwind.example', other_social_urls: ['instagram.com/northwind', 'https://x.example/n'] });
    expect(brand.website_url).toBe('https://northwind.example');
    expect(brand.other_social_urls).toEqual(['https://instagram.com/northwind', 'https://x.example/n']);
    const bad = brandBody.safeParse({ name: 'B', website_url: 'not a url', other_social_urls: ['nope', 'ftp://x.example'] });
    expect(bad.success).toBe(false);
    expect(bad.error && fieldErrorsFromZod(bad.error)).toEqual({
      website_url: ['The website url must be a valid URL.'],
      'other_social_urls.0': ['Each social URL must be a valid URL.'],
      'other_social_urls.1': ['Each social URL must start with http:// or https://.'],
    });
  });
});

import { brandBody, BRAND_TEXT_FIELDS, BRAND_URL_FIELDS } from '@/lib/contract/catalogue';
import type { Brand } from '@/lib/contract/catalogue';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import { BRAND_FIELD_NAMES, brandPayload, brandToValues } from './brand-fields';
import { cleanList, listErrors, listRowKeys, toMultipart, withCleared } from './form-values';

describe('list fields in multipart', () => {
  it('sends each item as key[] and an empty list as key=""', () => {
    const form = toMultipart({ name: 'Acme', gone: undefined, certifications: ['Organic', 'Vegan'], other_social_urls: [] });
    expect(form.getAll('certifications[]')).toEqual(['Organic', 'Vegan']);
    expect(form.has('certifications')).toBe(false);
    expect(form.get('other_social_urls')).toBe('');
    expect(form.has('other_social_urls[]')).toBe(false);
    expect(form.get('name')).toBe('Acme');
    expect(form.has('gone')).toBe(false);
  });

  it('adds the image and keeps _method', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const form = toMultipart({ _method: 'PUT', certifications: ['A'] }, image);
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('image')).toBeInstanceOf(Blob);
  });

  it('cleans rows and reads row errors', () => {
    expect(cleanList([' a ', '', '  ', 'b'])).toEqual(['a', 'b']);
    expect(listErrors({ other_social_urls: ['Too many'], 'other_social_urls.1': ['Bad URL'], name: ['x'] }, 'other_social_urls')).toEqual({
      own: ['Too many'],
      rows: { 1: ['Bad URL'] },
    });
    expect(listRowKeys('certifications', 2)).toEqual(['certifications.0', 'certifications.1']);
  });

  it('puts back the fields the user emptied', () => {
    expect(withCleared({ name: 'A', tagline: undefined, sku: 'x' }, { name: 'A', tagline: '  ', sku: 'x', other: 'y' })).toEqual({
      name: 'A',
      tagline: '',
      sku: 'x',
    });
  });
});

describe('brand form values', () => {
  const brand = {
    id: 1,
    company_id: 2,
    name: 'Acme',
    image: null,
    products_count: 0,
    created_at: '',
    updated_at: '',
    ...Object.fromEntries([...BRAND_TEXT_FIELDS, ...BRAND_URL_FIELDS].map((f) => [f, null])),
    tagline: 'Good stuff',
    other_social_urls: ['https://x.example/acme'],
    certifications: [],
  } as unknown as Brand;

  it('covers every field of the contract exactly once', () => {
    const contract = ['name', ...BRAND_TEXT_FIELDS, ...BRAND_URL_FIELDS, 'other_social_urls', 'certifications'];
    expect([...BRAND_FIELD_NAMES].sort()).toEqual([...contract].sort());
    expect(Object.keys(brandBody.shape).sort()).toEqual([...contract].sort());
  });

  it('starts from a brand, with one empty row for an empty list', () => {
    const values = brandToValues(brand);
    expect(values.tagline).toBe('Good stuff');
    expect(values.address).toBe('');
    expect(values.other_social_urls).toEqual(['https://x.example/acme']);
    expect(values.certifications).toEqual(['']);
  });

  it('validates with the contract: row errors point at the cleaned rows', () => {
    const values = { ...brandToValues(), name: 'Acme', website_url: 'ftp://x', other_social_urls: ['', 'https://ok.example', 'nope'] };
    const parsed = brandBody.safeParse(brandPayload(values));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = fieldErrorsFromZod(parsed.error);
    expect(errors.website_url).toBeDefined();
    expect(listErrors(errors, 'other_social_urls').rows[1]).toContain('Each social URL must be a valid URL.');
    expect(listErrors(errors, 'other_social_urls').rows[0]).toBeUndefined();
  });
});

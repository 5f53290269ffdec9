import { BRAND_TEXT_FIELDS, BRAND_URL_FIELDS } from '@/lib/contract/values-forms';
import type { Brand } from '@/lib/contract/catalogue';
import { cleanList } from './form-values';

export type BrandTextField = (typeof BRAND_TEXT_FIELDS)[number];
export type BrandUrlField = (typeof BRAND_URL_FIELDS)[number];
export type BrandListField = 'other_social_urls' | 'certifications';
export type BrandScalarField = 'name' | BrandTextField | BrandUrlField;

export type BrandFieldSpec =
  | { name: BrandScalarField; label: string; kind: 'text' | 'long' | 'url'; hint?: string; required?: boolean }
  | { name: BrandListField; label: string; kind: 'list'; item: string; url?: boolean; hint?: string };

/** Every field of the brand contract (section 3), grouped as the form and the detail screen show them. */
export const BRAND_SECTIONS: { title: string; description: string; fields: BrandFieldSpec[] }[] = [
  {
    title: 'Basics',
    description: 'What the brand is called and where it sits.',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true },
      { name: 'tagline', label: 'Tagline', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'long' },
      { name: 'category', label: 'Category', kind: 'text' },
      { name: 'sub_category', label: 'Sub-category', kind: 'text' },
      { name: 'parent_company', label: 'Parent company', kind: 'text' },
      { name: 'address', label: 'Address', kind: 'long' },
    ],
  },
  {
    title: 'Story',
    description: 'Who the brand speaks to and why.',
    fields: [
      { name: 'brand_story', label: 'Brand story', kind: 'long' },
      { name: 'target_demographics', label: 'Target demographics', kind: 'long' },
    ],
  },
  {
    title: 'Links',
    description: 'Where the brand sells. https:// is added to a link typed without it.',
    fields: [
      { name: 'website_url', label: 'Website', kind: 'url' },
      { name: 'd2c_store_url', label: 'D2C store', kind: 'url' },
      { name: 'amazon_url', label: 'Amazon', kind: 'url' },
      { name: 'walmart_url', label: 'Walmart', kind: 'url' },
    ],
  },
  {
    title: 'Social',
    description: 'Social profiles, and any others as a list.',
    fields: [
      { name: 'linkedin_url', label: 'LinkedIn', kind: 'url' },
      { name: 'instagram_url', label: 'Instagram', kind: 'url' },
      { name: 'facebook_url', label: 'Facebook', kind: 'url' },
      { name: 'tiktok_url', label: 'TikTok', kind: 'url' },
      { name: 'youtube_url', label: 'YouTube', kind: 'url' },
      { name: 'other_social_urls', label: 'Other social profiles', kind: 'list', item: 'Social profile URL', url: true },
    ],
  },
  {
    title: 'Compliance',
    description: 'Claims and statements that go on packaging and listings.',
    fields: [
      { name: 'certifications', label: 'Certifications', kind: 'list', item: 'Certification', hint: 'e.g. USDA Organic, Non-GMO Project Verified.' },
      { name: 'sustainability_claims', label: 'Sustainability claims', kind: 'long' },
      { name: 'allergen_statement', label: 'Allergen statement', kind: 'long' },
      { name: 'regulatory_notes', label: 'Regulatory notes', kind: 'long' },
    ],
  },
];

export const BRAND_FIELD_NAMES: string[] = BRAND_SECTIONS.flatMap((s) => s.fields.map((f) => f.name));

export type BrandValues = Record<BrandScalarField, string> & Record<BrandListField, string[]>;

/** The form's starting values: a brand's, or empty ones (one empty row per list to type into). */
export function brandToValues(brand?: Brand | null): BrandValues {
  const values = { name: brand?.name ?? '' } as BrandValues;
  for (const f of [...BRAND_TEXT_FIELDS, ...BRAND_URL_FIELDS]) values[f] = brand?.[f] ?? '';
  values.other_social_urls = brand?.other_social_urls.length ? [...brand.other_social_urls] : [''];
  values.certifications = brand?.certifications.length ? [...brand.certifications] : [''];
  return values;
}

/** What is validated and sent: text trimmed by the schema, lists without empty rows. */
export function brandPayload(values: BrandValues): BrandValues {
  return { ...values, other_social_urls: cleanList(values.other_social_urls), certifications: cleanList(values.certifications) };
}

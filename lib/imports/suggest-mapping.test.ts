import { IMPORT_FIELD_LABELS, IMPORT_FIELDS } from '@/lib/contract/imports';
import { fieldForHeader, headerKey, suggestMapping } from './suggest-mapping';

describe('suggestMapping', () => {
  it('maps every label to its own field, so an export re-imports as it is', () => {
    for (const field of IMPORT_FIELDS) expect(fieldForHeader(IMPORT_FIELD_LABELS[field])).toBe(field);
    for (const field of IMPORT_FIELDS) expect(fieldForHeader(field)).toBe(field);
  });

  it('knows the usual synonyms, whatever their case, accents and punctuation', () => {
    expect(['GTIN', 'EAN', 'upc', 'Barcode', 'EAN-13'].map(fieldForHeader)).toEqual(Array(5).fill('product_upc'));
    expect(['Price', 'Retail price', 'retail_price', ' PRICE '].map(fieldForHeader)).toEqual(Array(4).fill('listing_price'));
    expect(fieldForHeader('E-mail')).toBe('contact_email');
    expect(fieldForHeader('Minimum Advertised Price')).toBe('product_map');
    expect(fieldForHeader('Catégorie')).toBeNull();
    expect(headerKey('  Retail-Price  ')).toBe('retail price');
  });

  it('prefers the company’s remembered mapping, and never gives one field to two columns', () => {
    const mapping = suggestMapping(['Item', 'SKU', 'Code', 'EAN', 'GTIN', 'Notes'], { code: 'product_sku', notes: null, item: 'product_name' });
    expect(mapping).toEqual({ Item: 'product_name', SKU: 'product_sku', Code: null, EAN: 'product_upc', GTIN: null, Notes: null });
  });
});

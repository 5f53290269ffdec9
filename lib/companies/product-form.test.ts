import type { Product } from '@/lib/contract/catalogue';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import { productToValues } from './product-form';
import { productFormSchema } from './product-form-schema';

describe('product form', () => {
  it('starts from a product, the MSRP in dollars', () => {
    const product = {
      id: 1,
      company_id: 1,
      brand_id: 4,
      brand_name: 'B',
      name: 'Soap',
      description: null,
      sku: 'S1',
      upc: null,
      category: null,
      msrp_cents: 1999,
      map_cents: 1499,
      images: [],
      created_at: '',
      updated_at: '',
    } as Product;
    expect(productToValues(product)).toEqual({
      name: 'Soap',
      brand_id: '4',
      description: '',
      sku: 'S1',
      upc: '',
      category: '',
      msrp_cents: '19.99',
      map_cents: '14.99',
    });
    expect(productToValues(null, 7).brand_id).toBe('7');
    expect(productToValues().brand_id).toBe('');
  });

  it('sends the MSRP as cents and no brand as null', () => {
    const parsed = productFormSchema.parse({ ...productToValues(), name: 'Soap', msrp_cents: '$12.5', map_cents: '9.99', upc: '' });
    expect(parsed).toMatchObject({ name: 'Soap', brand_id: null, msrp_cents: 1250, map_cents: 999, upc: '' });
  });

  it('keeps an empty MSRP empty', () => {
    expect(productFormSchema.parse({ ...productToValues(), name: 'Soap' }).msrp_cents).toBe('');
  });

  it('puts price and UPC errors on their fields', () => {
    const result = productFormSchema.safeParse({ ...productToValues(), name: '', msrp_cents: '12.345', upc: '12' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const errors = fieldErrorsFromZod(result.error);
    expect(errors.msrp_cents).toEqual(['The price must be an amount in dollars, with at most two decimals.']);
    expect(errors.upc).toEqual(['The UPC must be 8 to 14 digits.']);
    expect(errors.name).toEqual(['The name field is required.']);
  });
});

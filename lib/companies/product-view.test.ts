import { firstImage, isHttpUrl, productSummary } from './product-view';

const image = (id: number, position: number) => ({ id, product_id: 1, image: `/api/uploads/${id}.png`, title: null, description: null, position });

describe('product view', () => {
  it('shows the first image by position', () => {
    expect(firstImage({ images: [image(1, 2), image(2, 0), image(3, 1)] })).toBe('/api/uploads/2.png');
    expect(firstImage({ images: [] })).toBeNull();
  });

  it('summarises brand, SKU and price', () => {
    expect(productSummary({ brand_name: 'Acme', sku: 'A-1', msrp_cents: 1250 })).toBe('Acme · SKU A-1 · $12.50');
    expect(productSummary({ brand_name: null, sku: null, msrp_cents: null })).toBe('');
  });

  it('links only http(s) addresses', () => {
    expect(isHttpUrl('https://example.com/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});

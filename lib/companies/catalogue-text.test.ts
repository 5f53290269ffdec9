import { catalogueText } from './catalogue-text';

describe('catalogueText', () => {
  it('counts what a company delete takes, in words', () => {
    expect(catalogueText({ brands: 3, products: 1200, retailers: 1, partners: 0, distributors: 2 })).toBe(
      '3 brands, 1,200 products, 1 retailer, no partners and 2 distributors',
    );
  });
});

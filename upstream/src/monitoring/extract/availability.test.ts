import { availabilityFromSchema, availabilityFromText } from './availability';

describe('availability', () => {
  it.each([
    ['https://schema.org/InStock', 'in_stock'],
    ['http://schema.org/LimitedAvailability', 'in_stock'],
    ['schema:OutOfStock', 'out_of_stock'],
    ['SoldOut', 'out_of_stock'],
    ['PreOrder', 'preorder'],
    ['https://schema.org/BackOrder', 'backorder'],
    ['Discontinued', 'discontinued'],
    ['InStoreOnly', 'in_store_only'],
    ['in stock', 'in_stock'],
    ['available for order', 'backorder'],
    ['whatever', 'unknown'],
  ])('schema %s → %s', (value, expected) => {
    expect(availabilityFromSchema(value)).toBe(expected);
  });

  it.each([
    ['Leider Ausverkauft', 'out_of_stock'],
    ['Out of stock', 'out_of_stock'],
    ['SOLD OUT', 'out_of_stock'],
    ['Article épuisé', 'out_of_stock'],
    ['Agotado', 'out_of_stock'],
    ['Notify me when back in stock', 'unknown'],
    ['Currently unavailable. Notify me when in stock', 'out_of_stock'],
    ['Jetzt vorbestellen', 'preorder'],
    ['In stock, ships tomorrow', 'in_stock'],
    ['Sofort lieferbar', 'in_stock'],
    ['Add to cart', 'unknown'],
  ])('text %s → %s', (text, expected) => {
    expect(availabilityFromText(text)).toBe(expected);
  });
});

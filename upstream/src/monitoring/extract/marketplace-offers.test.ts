import { extractProduct } from './extract-product';

const offer = (price: string, name: string, id?: string) => ({
  '@type': 'Offer',
  price,
  priceCurrency: 'EUR',
  availability: 'https://schema.org/InStock',
  seller: { '@type': 'Organization', name, ...(id ? { identifier: id } : {}) },
});
const page = (offers: unknown[], marker = '') =>
  `<html><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Duo', sku: 'ESP-DUO', offers })}</script></head><body>${marker}</body></html>`;

// Issue 35: offers by several sellers on one page are a marketplace page, not "several offers to map".
describe('marketplace pages', () => {
  it('keeps every seller, marks the buy box named by the page, and takes its price', async () => {
    const html = page(
      [offer('1299.00', 'Demo-Shop', 'S-100'), offer('1279.00', 'Espresso Outlet', 'S-200'), offer('1150.00', 'BargainHub', 'S-900')],
      '<div data-buybox-seller="S-900">Sold by BargainHub</div>',
    );
    const r = await extractProduct(html, { url: 'https://shop.example/p' });
    expect(r.status).toBe('ok');
    expect(r.price).toMatchObject({ amountMinor: 115000, currency: 'EUR', source: 'jsonld' });
    expect(r.offers.map((o) => [o.seller?.name, o.seller?.id, o.amountMinor, o.buyBox])).toEqual([
      ['Demo-Shop', 'S-100', 129900, false],
      ['Espresso Outlet', 'S-200', 127900, false],
      ['BargainHub', 'S-900', 115000, true],
    ]);
  });

  it('takes the lowest price when the page marks no buy box, and keeps two sellers at one price apart', async () => {
    const r = await extractProduct(page([offer('1299.00', 'A'), offer('1299.00', 'B'), offer('1249.00', 'C')]), { url: 'https://shop.example/p' });
    expect(r.price?.amountMinor).toBe(124900);
    expect(r.offers).toHaveLength(3);
    expect(r.offers.every((o) => o.buyBox === false)).toBe(true);
  });

  it('reads microdata sellers too', async () => {
    const html = `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Duo</span>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="1299.00"><meta itemprop="priceCurrency" content="EUR">
        <div itemprop="seller" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Demo-Shop</span></div></div>
      <div itemprop="offers" itemscope itemtype="https://schema.org/Offer"><meta itemprop="price" content="1199.00"><meta itemprop="priceCurrency" content="EUR">
        <div itemprop="seller" itemscope itemtype="https://schema.org/Organization"><span itemprop="name">BargainHub</span></div></div></div>
      <p data-buybox-seller="bargainhub">Buy box</p>`;
    const r = await extractProduct(html, { url: 'https://shop.example/p' });
    expect(r.price?.amountMinor).toBe(119900);
    expect(r.offers.find((o) => o.buyBox)?.seller?.name).toBe('BargainHub');
  });

  it('leaves single-seller pages as they were (one seller named on every offer is not a marketplace)', async () => {
    const r = await extractProduct(page([offer('1299.00', 'Demo-Shop')]), { url: 'https://shop.example/p' });
    expect(r.price?.amountMinor).toBe(129900);
    expect(r.offers[0].buyBox).toBe(false);
  });
});

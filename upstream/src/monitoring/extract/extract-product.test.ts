import { extractProduct } from './extract-product';

const page = (head: string, body = '', lang = 'de') => `<!doctype html><html${lang ? ` lang="${lang}"` : ''}><head>${head}</head><body>${body}</body></html>`;
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const url = 'https://shop.example/p/espresso';

describe('extractProduct — cascade', () => {
  it('reads a JSON-LD Offer (case 1 at this level)', async () => {
    const html = page(
      ld({
        '@context': 'https://schema.org',
        '@type': 'Product',
        sku: 'E-1',
        offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      }),
    );
    const r = await extractProduct(html, { url });
    expect(r.status).toBe('ok');
    expect(r.price).toEqual({ amountMinor: 129900, currency: 'EUR', source: 'jsonld', raw: '1299.00' });
    expect(r.availability).toEqual({ value: 'in_stock', source: 'jsonld' });
  });

  it('reads a product inside @graph with @id references', async () => {
    const html = page(
      ld({
        '@graph': [
          { '@type': 'WebPage', '@id': '#page', mainEntity: { '@id': '#product' } },
          { '@type': 'Product', '@id': '#product', name: 'Espresso', offers: { '@id': '#offer' } },
          { '@type': 'Offer', '@id': '#offer', price: 49.9, priceCurrency: 'EUR', availability: 'OutOfStock' },
        ],
      }),
    );
    const r = await extractProduct(html, { url });
    expect(r.price?.amountMinor).toBe(4990);
    expect(r.availability.value).toBe('out_of_stock');
  });

  it('takes a selector price when there is no structured data (case 2)', async () => {
    const html = page('', '<h1>Espresso</h1><span class="price">1.299,00&nbsp;€</span>');
    const r = await extractProduct(html, { url, settings: { priceSelector: '.price' } });
    expect(r.price).toMatchObject({ amountMinor: 129900, currency: 'EUR', source: 'selector' });
  });

  it('gives one price for microdata 2879.20 and JSON-LD 2879.2 (case 4)', async () => {
    const html = page(
      ld({ '@type': 'Product', offers: { '@type': 'Offer', price: 2879.2, priceCurrency: 'EUR' } }),
      `<div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Grinder</span>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <meta itemprop="price" content="2879.20"><meta itemprop="priceCurrency" content="EUR">
          <link itemprop="availability" href="https://schema.org/InStock"></div></div>`,
    );
    const r = await extractProduct(html, { url });
    expect(r.status).toBe('ok');
    expect(r.price).toMatchObject({ amountMinor: 287920, currency: 'EUR', source: 'jsonld' });
    expect(r.problems).toEqual([]);
    // JSON-LD had no availability; the agreeing microdata offer supplies it.
    expect(r.availability).toEqual({ value: 'in_stock', source: 'microdata' });
  });

  it('reports sources that disagree but keeps the first source', async () => {
    const html = page(ld({ '@type': 'Product', offers: { price: '10.00', priceCurrency: 'EUR' } }), '', 'en');
    const withOg = html.replace(
      '</head>',
      '<meta property="product:price:amount" content="12.00"><meta property="product:price:currency" content="EUR"></head>',
    );
    const r = await extractProduct(withOg, { url });
    expect(r.price?.amountMinor).toBe(1000);
    expect(r.problems).toContain('sources_disagree');
  });

  it('reads OpenGraph product:price when nothing else is there', async () => {
    const html = page(
      '<meta property="product:price:amount" content="19.99"><meta property="product:price:currency" content="USD"><meta property="product:availability" content="preorder">',
    );
    const r = await extractProduct(html, { url });
    expect(r.price).toMatchObject({ amountMinor: 1999, currency: 'USD', source: 'og' });
    expect(r.availability).toEqual({ value: 'preorder', source: 'og' });
  });

  it('uses XPath and regex overrides', async () => {
    const html = page('<script>window.product = { "price": "1.199,00 €" };</script>', '<div id="buy"><b>1.199,00 €</b></div>');
    expect((await extractProduct(html, { url, settings: { priceXPath: '//div[@id="buy"]/b' } })).price).toMatchObject({ amountMinor: 119900, source: 'xpath' });
    expect((await extractProduct(html, { url, settings: { priceRegex: '"price":\\s*"([^"]+)"' } })).price).toMatchObject({
      amountMinor: 119900,
      source: 'regex',
    });
  });

  it('falls back to structured data when the override finds nothing, and reports bad locators', async () => {
    const html = page(ld({ '@type': 'Product', offers: { price: '5', priceCurrency: 'EUR' } }));
    const r = await extractProduct(html, { url, settings: { priceSelector: '.gone', priceXPath: '//[', priceRegex: '(' } });
    expect(r.price).toMatchObject({ amountMinor: 500, source: 'jsonld' });
    expect(r.problems).toEqual(expect.arrayContaining(['override_missed', 'invalid_xpath', 'invalid_regex']));
  });

  it('records no price for ambiguous text', async () => {
    const r = await extractProduct(page('', '<p class="p">1.299 €</p>', ''), { url, settings: { priceSelector: '.p' } });
    expect(r).toMatchObject({ status: 'ambiguous_price', price: null });
  });

  it('uses the html lang as the locale hint and the structured currency for display text', async () => {
    const html = page(ld({ '@type': 'Product', offers: { price: '1299', priceCurrency: 'EUR' } }), '<p class="p">1.299</p>');
    expect((await extractProduct(html, { url, settings: { priceSelector: '.p' } })).price).toMatchObject({
      amountMinor: 129900,
      currency: 'EUR',
      source: 'selector',
    });
  });
});

describe('extractProduct — variants (case 5)', () => {
  const html = page(
    ld({
      '@type': 'Product',
      name: 'Mill',
      url,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '89.00',
        highPrice: '99.00',
        priceCurrency: 'EUR',
        offers: [
          { '@type': 'Offer', sku: 'MILL-S', price: '89.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
          { '@type': 'Offer', sku: 'MILL-L', gtin13: '4006381333931', price: '99.00', priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' },
        ],
      },
    }),
    '<p>Ausverkauft (Größe L)</p>',
  );

  it('records the mapped variant price and availability', async () => {
    const bySku = await extractProduct(html, { url, variation: { sku: 'mill-s' } });
    expect(bySku).toMatchObject({ status: 'ok', price: { amountMinor: 8900 }, availability: { value: 'in_stock' }, matchedOffer: { sku: 'MILL-S' } });
    const byGtin = await extractProduct(html, { url, variation: { gtin: '04006381333931' } });
    expect(byGtin).toMatchObject({ price: { amountMinor: 9900 }, availability: { value: 'out_of_stock', source: 'jsonld' } });
    const bySetting = await extractProduct(html, { url, variation: { sku: 'other' }, settings: { offerMatch: { sku: 'MILL-L' } } });
    expect(bySetting.price?.amountMinor).toBe(9900);
  });

  it('flags an unmapped page and records no price or availability', async () => {
    const r = await extractProduct(html, { url });
    expect(r).toMatchObject({ status: 'needs_offer_mapping', price: null, availability: { value: 'unknown', source: null } });
    expect(r.offers.map((o) => [o.sku, o.amountMinor])).toEqual([
      ['MILL-S', 8900],
      ['MILL-L', 9900],
    ]);
  });

  it('reads ProductGroup → hasVariant and matches by URL', async () => {
    const group = page(
      ld({
        '@type': 'ProductGroup',
        name: 'Cup',
        hasVariant: [
          { '@type': 'Product', sku: 'CUP-R', url: `${url}?v=red`, offers: { price: '9.00', priceCurrency: 'EUR' } },
          { '@type': 'Product', sku: 'CUP-B', url: `${url}?v=blue`, offers: { price: '11.00', priceCurrency: 'EUR' } },
        ],
      }),
    );
    expect((await extractProduct(group, { url: `${url}?v=blue` })).price?.amountMinor).toBe(1100);
    expect((await extractProduct(group, { url })).status).toBe('needs_offer_mapping');
  });

  it('reads an AggregateOffer whose low and high agree, and refuses one that does not', async () => {
    const one = page(ld({ '@type': 'Product', offers: { '@type': 'AggregateOffer', lowPrice: 5, highPrice: 5, priceCurrency: 'EUR' } }));
    expect((await extractProduct(one, { url })).price?.amountMinor).toBe(500);
    const range = page(ld({ '@type': 'Product', offers: { '@type': 'AggregateOffer', lowPrice: 5, highPrice: 7, priceCurrency: 'EUR' } }));
    expect(await extractProduct(range, { url })).toMatchObject({ status: 'no_price', price: null });
  });
});

describe('extractProduct — availability (case 16)', () => {
  it('maps schema.org OutOfStock', async () => {
    const html = page(ld({ '@type': 'Product', offers: { price: '1', priceCurrency: 'EUR', availability: 'http://schema.org/OutOfStock' } }));
    expect((await extractProduct(html, { url })).availability).toEqual({ value: 'out_of_stock', source: 'jsonld' });
  });

  it('reads "Ausverkauft" without structured data', async () => {
    const html = page('', '<span class="price">12,00 €</span><div class="stock">Ausverkauft</div>');
    expect((await extractProduct(html, { url, settings: { priceSelector: '.price' } })).availability).toEqual({ value: 'out_of_stock', source: 'text' });
  });

  it('is unknown with neither, never in stock by default', async () => {
    const html = page('', '<span class="price">12,00 €</span><nav>Out of stock items</nav>');
    expect((await extractProduct(html, { url, settings: { priceSelector: '.price' } })).availability).toEqual({ value: 'unknown', source: null });
  });
});

describe('extractProduct — ratings and reviews (case 17)', () => {
  const review = (author: string, body: string) => ({
    '@type': 'Review',
    author: { '@type': 'Person', name: author },
    datePublished: '2025-03-01',
    reviewRating: { ratingValue: 5 },
    reviewBody: body,
  });
  const html = (reviews: unknown[]) =>
    page(
      ld({
        '@type': 'Product',
        offers: { price: '1', priceCurrency: 'EUR' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.4', reviewCount: 89 },
        review: reviews,
      }),
    );

  it('records aggregateRating 4.4 / 89', async () => {
    expect((await extractProduct(html([]), { url })).rating).toEqual({ value: 4.4, count: 89, best: null, source: 'jsonld' });
  });

  it('gives identical reviews one stable key and a new review a new key', async () => {
    const first = (await extractProduct(html([review('Ann', 'Great  grinder'), review('Ann', 'Great grinder')]), { url })).reviews;
    expect(first).toHaveLength(1);
    const again = (await extractProduct(html([review('Ann', 'Great grinder'), review('Bob', 'Loud')]), { url })).reviews;
    expect(again.map((r) => r.key)).toContain(first[0].key);
    expect(again).toHaveLength(2);
    expect(again[1]).toMatchObject({ author: 'Bob', rating: 5, date: '2025-03-01', body: 'Loud' });
  });

  it('reads microdata ratings and reviews', async () => {
    const body = `<div itemscope itemtype="https://schema.org/Product">
      <div itemprop="aggregateRating" itemscope itemtype="https://schema.org/AggregateRating"><span itemprop="ratingValue">4,4</span> / <span itemprop="reviewCount">89</span></div>
      <div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">Cem</span>
        <div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="3"></div>
        <p itemprop="reviewBody">Okay.</p></div></div>`;
    const r = await extractProduct(page('', body), { url });
    expect(r.rating).toMatchObject({ value: 4.4, count: 89, source: 'microdata' });
    expect(r.reviews).toEqual([expect.objectContaining({ author: 'Cem', rating: 3, body: 'Okay.', source: 'microdata' })]);
  });
});

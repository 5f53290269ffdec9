import { normalizePageUrl } from './normalize-page-url';

describe('normalizePageUrl', () => {
  it.each([
    ['HTTPS://Shop.Example.COM:443/P/Kettle?b=2&utm_source=x&a=1#reviews', 'https://shop.example.com/P/Kettle?b=2&a=1', 'example.com'],
    ['http://shop.example.co.uk:80/item?gclid=1&FBCLID=2&UTM_Medium=m', 'http://shop.example.co.uk/item', 'example.co.uk'],
    ['https://shop.example.com:8443/x?q=a%20b&q=c', 'https://shop.example.com:8443/x?q=a%20b&q=c', 'example.com'],
    ['http://127.0.0.1:4010/p/1?utm_campaign=z', 'http://127.0.0.1:4010/p/1', '127.0.0.1'],
    ['http://localhost:3000/p', 'http://localhost:3000/p', 'localhost'],
    ['https://example.com', 'https://example.com/', 'example.com'],
  ])('%s → %s (%s)', (raw, normalized, domain) => {
    expect(normalizePageUrl(raw)).toEqual({ normalizedUrl: normalized, domain });
  });
});

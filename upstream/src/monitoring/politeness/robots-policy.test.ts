import { DEFAULT_ROBOTS } from '../demo-shop/shop-state';
import { registrableDomain } from './registrable-domain';
import { robotsVerdict } from './robots-policy';

describe('robotsVerdict', () => {
  it('reads Disallow and Crawl-delay for CollabMonitor (the demo shop’s robots.txt)', () => {
    expect(robotsVerdict(DEFAULT_ROBOTS, 'http://127.0.0.1:4500/private/secret')).toEqual({ allowed: false, crawlDelayMs: 1000 });
    expect(robotsVerdict(DEFAULT_ROBOTS, 'http://127.0.0.1:4500/products/kettle')).toEqual({ allowed: true, crawlDelayMs: 1000 });
  });

  it('applies a group naming the monitor over the * group, and caps absurd delays', () => {
    const robots = 'User-agent: *\nDisallow: /\n\nUser-agent: CollabMonitor\nAllow: /\nCrawl-delay: 86400\n';
    expect(robotsVerdict(robots, 'https://shop.de/p/1')).toEqual({ allowed: true, crawlDelayMs: 60_000 });
  });

  it('an empty file (none, or a 4xx) allows everything with no delay of its own', () => {
    expect(robotsVerdict('', 'https://shop.de/p/1')).toEqual({ allowed: true, crawlDelayMs: null });
  });
});

describe('registrableDomain', () => {
  it.each([
    ['https://www.amazon.co.uk/dp/1', 'amazon.co.uk'],
    ['https://img.shop.de/x', 'shop.de'],
    ['http://127.0.0.1:4500/products/kettle', '127.0.0.1'],
    ['http://localhost:4500/', 'localhost'],
    ['http://[::1]:4500/', '::1'],
  ])('%s → %s', (url, domain) => {
    expect(registrableDomain(url)).toBe(domain);
  });
});

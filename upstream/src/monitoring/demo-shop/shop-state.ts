/** What a test or a person can change in the demo shop, and what it remembers. */
export type ShopPrice = { amountMinor: number; currency: string };
export type ShopReview = { author: string; rating: number; date: string; body: string };
export type LogEntry = {
  /** ISO time the request arrived, and when its answer was finished. */
  at: string;
  end: string | null;
  method: string;
  path: string;
  status: number;
  userAgent: string | null;
  /** Requests in flight when this one arrived, itself included (1 = alone). */
  concurrent: number;
};

export type ShopState = {
  prices: Map<string, ShopPrice>;
  stock: Map<string, boolean>;
  reviews: ShopReview[];
  counters: Map<string, number>;
  log: LogEntry[];
  robots: string;
};

export const DEFAULT_ROBOTS = 'User-agent: *\nDisallow: /private\nCrawl-delay: 1\n';

export function createShopState(robots: string = DEFAULT_ROBOTS): ShopState {
  return {
    prices: new Map([
      ['espresso-machine', { amountMinor: 129900, currency: 'EUR' }],
      ['grinder', { amountMinor: 287920, currency: 'EUR' }],
      ['kettle', { amountMinor: 129900, currency: 'EUR' }],
      ['script-price', { amountMinor: 129900, currency: 'EUR' }],
      ['busy', { amountMinor: 2490, currency: 'EUR' }],
      ['placeholder-price', { amountMinor: 7990, currency: 'EUR' }],
      ['stepped-price', { amountMinor: 3490, currency: 'EUR' }],
      ['sold-out', { amountMinor: 4900, currency: 'EUR' }],
      ['reviewed', { amountMinor: 34900, currency: 'EUR' }],
      ['mill-s', { amountMinor: 8900, currency: 'EUR' }],
      ['mill-l', { amountMinor: 9900, currency: 'EUR' }],
      ['market-demo', { amountMinor: 129900, currency: 'EUR' }],
      ['market-outlet', { amountMinor: 127900, currency: 'EUR' }],
      ['market-bargain', { amountMinor: 115000, currency: 'EUR' }],
    ]),
    stock: new Map([
      ['sold-out', false],
      ['mill-l', false],
    ]),
    reviews: [
      { author: 'Anna', rating: 5, date: '2025-02-01', body: 'Makes perfect crema.' },
      { author: 'Ben', rating: 4, date: '2025-02-14', body: 'Good, a bit loud.' },
    ],
    counters: new Map(),
    log: [],
    robots,
  };
}

/** The n-th call for a key (1 for the first): 503/429 pages count per `?run=` so tests don't collide. */
export function nextCount(state: ShopState, key: string): number {
  const n = (state.counters.get(key) ?? 0) + 1;
  state.counters.set(key, n);
  return n;
}

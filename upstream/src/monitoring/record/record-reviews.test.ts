import { monitoringRatings, monitoringReviews } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type { ExtractedReview } from '../extract/types';
import { reviewKey } from '../extract/review-key';
import { recordReviews } from './record-reviews';
import { seedMonitoredPage } from './seed-page';

let t: TestApp;
let page: Awaited<ReturnType<typeof seedMonitoredPage>>;
beforeEach(async () => {
  t = await createTestApp();
  page = await seedMonitoredPage(t.deps.db);
});
afterEach(async () => t.close());

const review = (author: string, body: string, date: string | null = '2025-01-05'): ExtractedReview => {
  const fields = { author, date, rating: 4, title: null, body };
  return { ...fields, key: reviewKey(fields), source: 'jsonld' };
};
const rating = { value: 4.4, count: 89, best: 5, source: 'jsonld' as const };

describe('recordReviews', () => {
  it('records aggregateRating 4.4 / 89; two identical reviews again add none, a new one adds one (case 17)', async () => {
    const two = [review('Ann', 'Great bike'), review('Bob', 'Too heavy', 'last week')];
    const base = { monitoringProductId: page.productId, pageId: page.pageId, rating };
    expect(await recordReviews(t.deps.db, { ...base, reviews: two, observedAt: new Date('2025-02-01T00:00:00Z') })).toEqual({ added: 2 });
    expect(await recordReviews(t.deps.db, { ...base, reviews: two, observedAt: new Date('2025-02-02T00:00:00Z') })).toEqual({ added: 0 });
    expect(await recordReviews(t.deps.db, { ...base, reviews: [...two, review('Cy', 'Fine')], observedAt: new Date('2025-02-03T00:00:00Z') })).toEqual({
      added: 1,
    });
    const rows = await t.deps.db.select().from(monitoringReviews).orderBy(monitoringReviews.id);
    expect(rows.map((r) => [r.author, r.publishedOn, r.source])).toEqual([
      ['Ann', '2025-01-05', 'scraped'],
      ['Bob', null, 'scraped'],
      ['Cy', '2025-01-05', 'scraped'],
    ]);
    const ratings = await t.deps.db.select().from(monitoringRatings);
    expect(ratings).toEqual([
      expect.objectContaining({ value: 4.4, count: 89, firstObservedAt: new Date('2025-02-01T00:00:00Z'), lastObservedAt: new Date('2025-02-03T00:00:00Z') }),
    ]);
  });

  it('a changed aggregate starts a new rating row', async () => {
    const base = { monitoringProductId: page.productId, pageId: page.pageId, reviews: [] };
    await recordReviews(t.deps.db, { ...base, rating, observedAt: new Date('2025-02-01T00:00:00Z') });
    await recordReviews(t.deps.db, { ...base, rating: { ...rating, value: 4.5, count: 90 }, observedAt: new Date('2025-02-02T00:00:00Z') });
    await recordReviews(t.deps.db, { ...base, rating: null, observedAt: new Date('2025-02-03T00:00:00Z') });
    const ratings = await t.deps.db.select().from(monitoringRatings).orderBy(monitoringRatings.firstObservedAt);
    expect(ratings.map((r) => [r.value, r.count])).toEqual([
      [4.4, 89],
      [4.5, 90],
    ]);
  });
});

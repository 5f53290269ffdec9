import { monitoringReviewResource, ratingPoint, type MonitoringReview, type RatingPoint } from '@/lib/contract/monitoring/reviews';
import { monitoringReviews } from '../../../db/schema';
import { reviewKey } from '../../../monitoring/extract/review-key';
import { recordReviews } from '../../../monitoring/record/record-reviews';
import type { TestApp } from '../../../test/create-test-app';
import { call, expectAccessRules, historyWorld, type ErrorBody, type HistoryScene, type Paged } from '../../../test/monitoring-history-kit';

let t: TestApp;
let s: HistoryScene;
historyWorld((world) => {
  ({ t, s } = world);
});

const scrape = async (pageId: number, author: string, observedAt: Date, rating = { value: 4.4, count: 89 }) => {
  const fields = { author, date: '2025-01-03', rating: 5, title: null, body: `Loved it, says ${author}` };
  await recordReviews(t.deps.db, {
    monitoringProductId: s.productId,
    pageId,
    reviews: [{ ...fields, key: reviewKey(fields), source: 'jsonld' }],
    rating: { ...rating, best: 5, source: 'jsonld' },
    observedAt,
  });
  const [row] = (await t.deps.db.select().from(monitoringReviews)).filter((r) => r.author === author);
  return row;
};

type ReviewList = Paged<MonitoringReview> & { rating_series: RatingPoint[] };

describe('monitoring reviews', () => {
  it('lists scraped and manual reviews with the rating series of each page', async () => {
    await scrape(s.pageA.pageId, 'Ann', new Date('2025-02-01T00:00:00Z'));
    await scrape(s.pageA.pageId, 'Ann', new Date('2025-02-02T00:00:00Z'), { value: 4.5, count: 90 });
    const manual = await call<{ data: MonitoringReview }>(t, s.owner.token, 'POST', `${s.base}/reviews`, {
      page_id: s.pageB.pageId,
      author: 'Bo',
      rating: 3.5,
      title: 'OK',
      body: 'Fine bike',
      published_on: '2025-02-10',
    });
    expect(manual.status).toBe(201);
    expect(manual.body.data).toMatchObject({ page_id: s.pageB.pageId, author: 'Bo', rating: 3.5, published_on: '2025-02-10', source: 'manual' });
    const list = await call<ReviewList>(t, s.member.token, 'GET', `${s.base}/reviews`);
    expect(list.body.data.map((r) => [r.author, r.source])).toEqual([
      ['Bo', 'manual'],
      ['Ann', 'scraped'],
    ]);
    expect(list.body.rating_series.map((p) => [p.page_id, p.value, p.count])).toEqual([
      [s.pageA.pageId, 4.4, 89],
      [s.pageA.pageId, 4.5, 90],
    ]);
    for (const r of list.body.data) expect(monitoringReviewResource.strict().parse(r)).toEqual(r);
    for (const p of list.body.rating_series) expect(ratingPoint.strict().parse(p)).toEqual(p);
    const scrapedOnly = await call<ReviewList>(t, s.member.token, 'GET', `${s.base}/reviews?source=scraped&page_id=${s.pageA.pageId}`);
    expect(scrapedOnly.body.data.map((r) => r.author)).toEqual(['Ann']);
    const one = await call<{ data: MonitoringReview }>(t, s.member.token, 'GET', `${s.base}/reviews/${manual.body.data.id}`);
    expect(one.body.data.body).toBe('Fine bike');
  });

  it('the same manual review twice is a 422; a manual review can be edited and deleted', async () => {
    const body = { author: 'Bo', rating: 4, body: 'Fine bike' };
    const created = (await call<{ data: MonitoringReview }>(t, s.owner.token, 'POST', `${s.base}/reviews`, body)).body.data;
    const dup = await call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/reviews`, { ...body, body: '  fine   BIKE ' });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.body).toEqual(['This review is already recorded.']);
    const edited = await call<{ data: MonitoringReview }>(t, s.owner.token, 'PUT', `${s.base}/reviews/${created.id}`, { rating: 2.5, author: null });
    expect(edited.body.data).toMatchObject({ rating: 2.5, author: null, body: 'Fine bike' });
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/reviews/${created.id}`)).body).toEqual({ message: 'Review has been deleted.' });
    expect(await t.deps.db.select().from(monitoringReviews)).toHaveLength(0);
  });

  it('a scraped review cannot be edited or deleted (it would come back with the next scrape)', async () => {
    const row = await scrape(s.pageA.pageId, 'Ann', new Date());
    const put = await call<ErrorBody>(t, s.owner.token, 'PUT', `${s.base}/reviews/${row.id}`, { rating: 1 });
    expect(put.status).toBe(422);
    expect(put.body.message).toMatch(/Only manual reviews/);
    expect((await call(t, s.owner.token, 'DELETE', `${s.base}/reviews/${row.id}`)).status).toBe(422);
  });

  it('422s for the body', async () => {
    const post = (body: unknown) => call<ErrorBody>(t, s.owner.token, 'POST', `${s.base}/reviews`, body);
    expect(Object.keys((await post({})).body.errors).sort()).toEqual(['body', 'rating']);
    expect((await post({ rating: 6, body: 'x', published_on: '2025-13-40' })).body.errors).toMatchObject({
      rating: ['The rating must be a number from 0 to 5.'],
      published_on: ['The published on must be a date (YYYY-MM-DD).'],
    });
    expect((await post({ page_id: s.foreign.pageId, rating: 4, body: 'x' })).body.errors.page_id).toEqual(['The selected page is invalid.']);
  });

  it('applies the access rules on every call', async () => {
    const created = (await call<{ data: MonitoringReview }>(t, s.owner.token, 'POST', `${s.base}/reviews`, { rating: 4, body: 'Mine' })).body.data;
    await expectAccessRules(t, s, 'GET', '/reviews');
    await expectAccessRules(t, s, 'GET', `/reviews/${created.id}`);
    await expectAccessRules(t, s, 'POST', '/reviews', { rating: 4, body: 'Another' });
    await expectAccessRules(t, s, 'PUT', `/reviews/${created.id}`, { rating: 3 });
    await expectAccessRules(t, s, 'DELETE', `/reviews/${created.id}`);
    const [theirs] = await t.deps.db
      .insert(monitoringReviews)
      .values({ monitoringProductId: s.foreign.productId, reviewKey: 'k', body: 'theirs', source: 'manual' })
      .returning();
    expect((await call(t, s.owner.token, 'GET', `${s.base}/reviews/${theirs.id}`)).status).toBe(404);
    expect((await call(t, s.owner.token, 'PUT', `${s.base}/reviews/${theirs.id}`, { rating: 1 })).status).toBe(404);
  });
});

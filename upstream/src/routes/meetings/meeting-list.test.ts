import type { Meeting } from '@/lib/contract/meetings';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, makeMeeting, NOW, scene } from './test-kit';
import type { Paged, Scene } from './test-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  t.setNow(NOW);
});
afterEach(async () => {
  await t.close();
});

type List = Paged<Meeting>;
const titles = (res: { body: List }) => res.body.data.map((m) => m.title);

/** Around NOW (Mon 23 Nov 2026 14:00 UTC): two past meetings, one under way, two ahead, and one of another workspace. */
async function agenda(s: Scene) {
  await makeMeeting(t, s.owner, { workspace_id: s.ws, title: 'Kickoff', starts_at: '2026-11-02T09:00:00Z', workspace_company_retailer_id: s.target });
  await makeMeeting(t, s.member, {
    workspace_id: s.ws,
    title: 'Retro 50%',
    starts_at: '2026-11-20T09:00:00Z',
    description: 'Lessons',
    attendee_ids: [s.reader.id],
  });
  await makeMeeting(t, s.owner, {
    workspace_id: s.ws,
    title: 'Now on',
    starts_at: '2026-11-23T13:30:00Z',
    ends_at: '2026-11-23T14:30:00Z',
    workspace_company_brand_id: s.brand,
  });
  await makeMeeting(t, s.owner, {
    workspace_id: s.ws,
    title: 'Line review',
    starts_at: '2026-12-01T09:00:00Z',
    attendee_ids: [s.reader.id, s.member.id],
    workspace_company_product_id: s.product,
  });
  await makeMeeting(t, s.owner, { workspace_id: s.ws, title: 'Tomorrow', starts_at: '2026-11-24T09:00:00Z', workspace_company_retailer_id: s.costco });
  await makeMeeting(t, s.outsider, { workspace_id: s.otherWs, title: 'Rival plans', starts_at: '2026-11-24T10:00:00Z' });
}

describe('meetings list', () => {
  it('lists the visible meetings, latest start first, paged', async () => {
    const s = await scene(t);
    await agenda(s);
    const all = await call<List>(t, s.reader.token, 'GET', 'meetings');
    expect(all.status).toBe(200);
    expect(titles(all)).toEqual(['Line review', 'Tomorrow', 'Now on', 'Retro 50%', 'Kickoff']);
    expect(all.body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 5 });
    const page2 = await call<List>(t, s.reader.token, 'GET', 'meetings?per_page=2&page=2');
    expect(titles(page2)).toEqual(['Now on', 'Retro 50%']);
    expect(page2.body.meta).toEqual({ current_page: 2, last_page: 3, per_page: 2, total: 5 });
    expect(titles(await call<List>(t, s.outsider.token, 'GET', 'meetings'))).toEqual(['Rival plans']);
  });

  it('splits upcoming (not ended yet, soonest first) from past (latest first)', async () => {
    const s = await scene(t);
    await agenda(s);
    expect(titles(await call<List>(t, s.owner.token, 'GET', 'meetings?when=upcoming'))).toEqual(['Now on', 'Tomorrow', 'Line review']);
    expect(titles(await call<List>(t, s.owner.token, 'GET', 'meetings?when=past'))).toEqual(['Retro 50%', 'Kickoff']);
    // An explicit sort replaces the default order.
    expect(titles(await call<List>(t, s.owner.token, 'GET', 'meetings?when=upcoming&sort=name'))).toEqual(['Line review', 'Now on', 'Tomorrow']);
    expect(titles(await call<List>(t, s.owner.token, 'GET', 'meetings?sort=created_at'))).toEqual([
      'Kickoff',
      'Retro 50%',
      'Now on',
      'Line review',
      'Tomorrow',
    ]);
    // Time moves on: the meeting under way becomes past once it has ended.
    t.setNow(new Date('2026-11-23T14:31:00Z'));
    expect(titles(await call<List>(t, s.owner.token, 'GET', 'meetings?when=upcoming'))).toEqual(['Tomorrow', 'Line review']);
  });

  it('applies the global filters, the attendee and the search', async () => {
    const s = await scene(t);
    await agenda(s);
    const get = async (query: string) => titles(await call<List>(t, s.owner.token, 'GET', `meetings?${query}`));
    expect(await get(`retailer_ids=${s.target},${s.costco}`)).toEqual(['Tomorrow', 'Kickoff']);
    expect(await get(`brand_ids=${s.brand}`)).toEqual(['Now on']);
    expect(await get(`product_ids[]=${s.product}`)).toEqual(['Line review']);
    expect(await get('date_from=2026-11-20&date_to=2026-11-23')).toEqual(['Now on', 'Retro 50%']);
    expect(await get('date_to=2026-11-02')).toEqual(['Kickoff']);
    expect(await get(`attendee_id=${s.reader.id}`)).toEqual(['Line review', 'Retro 50%']);
    expect(await get('search=lesson')).toEqual(['Retro 50%']);
    // LIKE wildcards are taken literally.
    expect(await get('search=50%25')).toEqual(['Retro 50%']);
    expect(await get('search=%25')).toEqual(['Retro 50%']);
    expect(await get(`workspace_ids=${s.otherWs}`)).toEqual([]);
    expect(await get(`workspace_ids=${s.ws},${s.otherWs}&when=past`)).toEqual(['Retro 50%', 'Kickoff']);
  });

  it('answers 422 for bad filters', async () => {
    const s = await scene(t);
    const bad = async (query: string) => (await call(t, s.owner.token, 'GET', `meetings?${query}`)).body.errors;
    expect(await bad('when=soon')).toHaveProperty('when');
    expect(await bad('workspace_ids=a')).toEqual({ workspace_ids: ['The workspace_ids must be a list of ids.'] });
    expect(await bad('date_from=2026-11-05&date_to=2026-11-01')).toEqual({ date_to: ['The date_to must be a date after or equal to date_from.'] });
    expect(await bad('attendee_id=x')).toHaveProperty('attendee_id');
  });
});

describe('meetings search', () => {
  it('finds at most 10 visible meetings by title, upcoming soonest first, then past latest first', async () => {
    const s = await scene(t);
    await agenda(s);
    const search = async (caller: { token: string }, q: string) =>
      (await call<{ data: Meeting[] }>(t, caller.token, 'GET', `meetings/search?q=${q}`)).body.data.map((m) => m.title);
    expect(await search(s.reader, 'o')).toEqual(['Now on', 'Tomorrow', 'Retro 50%', 'Kickoff']);
    expect(await search(s.reader, 'RIVAL')).toEqual([]);
    expect(await search(s.outsider, 'RIVAL')).toEqual(['Rival plans']);
    // The description is not searched here: this is a title picker.
    expect(await search(s.owner, 'lessons')).toEqual([]);
    for (let i = 0; i < 11; i += 1)
      await makeMeeting(t, s.owner, { workspace_id: s.ws, title: `Standup ${i}`, starts_at: `2026-12-${String(10 + i).padStart(2, '0')}T09:00:00Z` });
    const standups = await search(s.owner, 'standup');
    expect(standups).toHaveLength(10);
    expect(standups[0]).toBe('Standup 0');
    expect((await call(t, s.owner.token, 'GET', 'meetings/search?q=')).body.errors).toEqual({ q: ['The q field is required.'] });
    expect((await call(t, null, 'GET', 'meetings/search?q=x')).status).toBe(401);
  });
});

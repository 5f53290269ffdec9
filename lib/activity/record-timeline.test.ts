import type { ActivityResource } from '@/lib/contract/activity';
import type { Discussion } from '@/lib/contract/discussions';
import { recordTimeline } from './record-timeline';

const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', image: null };
const write = (id: number, at: string): ActivityResource => ({
  id,
  at,
  action: 'update',
  route: 'PUT files/{fileId}',
  actor: { id: 1, name: 'Ada Lovelace' },
  impersonator: null,
  via: 'session',
  token: null,
  subject: { type: 'files', id: 5, label: 'Deck' },
  workspace_id: 1,
  company_id: null,
  changes: null,
});
const discussion = {
  id: 9,
  file_id: 5,
  insight_id: null,
  meeting_id: null,
  task_id: null,
  title: 'Pricing',
  body: 'Page 3?',
  author: ada,
  can_edit: true,
  created_at: '2026-12-02T10:00:00.000Z',
  updated_at: '2026-12-02T10:00:00.000Z',
  comments: [
    { id: 20, discussion_id: 9, body: 'Fixed', author: ada, can_edit: true, created_at: '2026-12-04T10:00:00.000Z', updated_at: '2026-12-04T10:00:00.000Z' },
  ],
} as unknown as Discussion;

describe('recordTimeline', () => {
  it('weaves discussions and comments among the writes, newest first', () => {
    const items = recordTimeline([write(2, '2026-12-05T10:00:00.000Z'), write(1, '2026-12-01T10:00:00.000Z')], [discussion], true);
    expect(items.map((i) => i.key)).toEqual(['a2', 'c20', 'd9', 'a1']);
    expect(items[1]).toMatchObject({ kind: 'said', who: 'Ada Lovelace', what: 'commented in “Pricing”', text: 'Fixed' });
  });

  it('holds back what was said before the oldest write read, while older pages remain', () => {
    const items = recordTimeline([write(2, '2026-12-03T10:00:00.000Z')], [discussion], false);
    expect(items.map((i) => i.key)).toEqual(['c20', 'a2']);
  });
});

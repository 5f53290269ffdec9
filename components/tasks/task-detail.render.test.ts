/**
 * Server-renders the task panel's body and the "New task" form with seeded reads: the names the e2e
 * journeys target (Progress, Subtask, Share, Unassign …, Remove …) and what read-only callers see.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import type { FileRecord } from '@/lib/contract/files';
import type { Team } from '@/lib/contract/teams';
import type { Workspace } from '@/lib/contract/workspaces';
import { emptyTaskValues } from '@/lib/tasks/task-form-values';
import { ada, alan, makeDetail, subtask } from '@/lib/tasks/task-test-data';
import { TaskDetailBody } from './task-detail-body';
import { TaskForm } from './task-form';

jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/tasks',
  useSearchParams: () => new URLSearchParams('taskId=10'),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const bea = { id: 3, first_name: 'Bea', last_name: 'Lim', email: 'bea@example.com', image: null };
const workspace = { id: 2, team_ids: [1], approval_status: 'approved' } as Workspace;
const file = (id: number, kind: 'upload' | 'url') =>
  ({
    id,
    name: kind === 'upload' ? 'Price list' : 'Shared sheet',
    workspace_id: 2,
    latest_version: {
      id: 40 + id,
      version: 1,
      kind,
      external_url: kind === 'url' ? 'https://docs.example.com/x' : null,
      document: kind === 'upload' ? { original_name: 'p.pdf', mime: 'application/pdf', size: 2048, download_url: '' } : null,
    },
  }) as unknown as FileRecord;

function render(element: ReactElement): string {
  const client = new QueryClient();
  client.setQueryData(queryKeys.workspacesAll, [workspace]);
  client.setQueryData(queryKeys.teams, [{ id: 1, role: 'member' } as Team]);
  client.setQueryData(queryKeys.workspaceMembers(2), [ada, alan, bea]);
  return renderToString(createElement(QueryClientProvider, { client }, element)).replace(/<!-- -->/g, '');
}

const task = makeDetail({
  id: 10,
  title: 'Prepare the review',
  description: 'Bring samples',
  due_date: '2026-02-01',
  overdue: true,
  assignees: [ada, alan],
  subtasks: [subtask(12, 'Deck', true, 0), subtask(13, 'Samples', false, 1)],
  progress: 50,
  files: [file(5, 'upload'), file(6, 'url')],
  meeting_id: 4,
  meeting_title: 'Line review',
});

describe('task panel', () => {
  it('shows progress, subtasks by title, people and files with their links and actions for writers', () => {
    const html = render(createElement(TaskDetailBody, { task, onDeleted: () => {} }));
    expect(html).toMatch(/role="progressbar" aria-label="Progress"[^>]*aria-valuenow="50"/);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""\/><span[^>]*>Deck<\/span>/);
    expect(html).toContain('>Samples</span>');
    expect(html).toContain('aria-label="Delete subtask Samples"');
    expect(html).toMatch(/<label[^>]*>Subtask<\/label>/);
    expect(html).toContain('>Add subtask</button>');
    expect(html).toContain('aria-label="Unassign Ada Lovelace"');
    expect(html).toContain('<option value="3">Bea Lim</option>');
    expect(html).not.toContain('<option value="2">Alan Turing</option>');
    expect(html).toContain('href="/api/files/5/version/45/download"');
    expect(html).toContain('href="https://docs.example.com/x"');
    expect(html).toContain('href="/workspace/2/files?fileId=5"');
    expect(html).toContain('aria-label="Remove Price list"');
    expect(html).toContain('>Attach file</button>');
    expect(html).toContain('>Share</');
    expect(html).toContain('>Mark complete</button>');
    expect(html).toContain('>Delete task</button>');
    expect(html).toContain('>Overdue<');
    expect(html).toContain('href="/workspace/2/meetings/4"');
    expect(html).toContain('Discussions');
  });

  it('lets read-only members read and discuss, without the controls that change the task', () => {
    const html = render(createElement(TaskDetailBody, { task: { ...task, can_write: false, can_edit: false }, onDeleted: () => {} }));
    expect(html).toMatch(/<input type="checkbox" disabled=""[^>]*checked=""\/><span[^>]*>Deck/);
    expect(html).not.toContain('>Add subtask</button>');
    expect(html).not.toContain('Unassign Ada Lovelace');
    expect(html).not.toContain('Remove Price list');
    expect(html).not.toContain('>Mark complete</button>');
    expect(html).not.toContain('>Delete task</button>');
    expect(html).not.toContain('>Edit details</button>');
    expect(html).toContain('Start a discussion');
  });

  it('shows the price change and the version of the monitoring alert that opened the task, and no links for readers outside the company', () => {
    const alert = {
      message: 'Price below 1,200.00 EUR at Shop A: 1,199.00 EUR',
      created_at: '2026-11-21T10:00:00Z',
      product_name: 'City bike',
      retailer: 'Shop A',
      page_url: 'https://shop-a.example/bike',
      price: { amount: 119900, currency: 'EUR' },
      previous_price: { amount: 124900, currency: 'EUR' },
      availability: 'in_stock',
      previous_availability: 'in_stock',
      version_number: 2,
      product_url: '/company/1/monitoring/4',
      version_url: '/company/1/monitoring/4/retailer-page-versions/7?version=9',
    };
    const html = render(createElement(TaskDetailBody, { task: makeDetail({ monitoring_alert: alert }), onDeleted: () => undefined }));
    expect(html).toContain('Opened by a monitoring alert');
    expect(html).toMatch(/<del[^>]*>€1,249\.00<\/del> → €1,199\.00/);
    expect(html).toContain('href="/company/1/monitoring/4/retailer-page-versions/7?version=9"');
    expect(html).toContain('Page version 2');
    const outside = render(
      createElement(TaskDetailBody, { task: makeDetail({ monitoring_alert: { ...alert, product_url: null, version_url: null } }), onDeleted: () => undefined }),
    );
    expect(outside).toContain('€1,199.00');
    expect(outside).not.toContain('/company/1/monitoring');
    expect(render(createElement(TaskDetailBody, { task, onDeleted: () => undefined }))).not.toContain('monitoring alert');
  });

  it('asks for title, due date and assignees in "New task", with the workspace choice on `all`', () => {
    const html = render(
      createElement(TaskForm, { initial: emptyTaskValues(null), workspaces: [{ id: 2, name: 'Main' }], onDone: () => {}, onCancel: () => {} }),
    );
    expect(html).toContain('aria-label="New task"');
    for (const label of ['Workspace', 'Title', 'Due date', 'Description', 'Retailer', 'Brand', 'Product'])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}`));
    expect(html).toContain('>Assignees: </span>');
    expect(html).toContain('Choose a workspace first');
    const fixed = render(createElement(TaskForm, { initial: emptyTaskValues(2), workspaces: null, onDone: () => {}, onCancel: () => {} }));
    expect(fixed).not.toMatch(/<label[^>]*>Workspace/);
    expect(fixed).toContain('>Create task</button>');
  });
});

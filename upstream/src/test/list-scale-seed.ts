import { sql } from 'drizzle-orm';
import type { TestApp } from './create-test-app';
import { makeCompany } from './content-fixtures';
import { makeTeam, makeWorkspace } from './fixtures';
import { signUpUser } from './helpers';

/**
 * A world with `rows` records in every paged list (catalogue, directories, workspace content,
 * users), written with INSERT … SELECT generate_series so 100k rows take seconds. Names are
 * md5-based ("Brand 3c59dc04 1f0e…"), so a three-letter search matches ~0.5% of them, and the
 * creation times are one minute apart. Used by bench/list-scale.ts and the EXPLAIN test.
 */
export type ScaleWorld = { token: string; companyId: number; workspaceId: number; rows: number };

/** A name made of two md5 pieces of `i`, with a capital first letter (case-insensitive sort matters). */
const NAME = (prefix: string) => `'${prefix} ' || substr(md5(i::text), 1, 8) || ' ' || substr(md5((i * 7)::text), 1, 8)`;
const CREATED = `now() - i * interval '1 minute'`;

/** The tables the seed fills: those whose plans the EXPLAIN test checks. */
export const SCALE_TABLES = [
  'brands',
  'products',
  'company_retailers',
  'company_partners',
  'company_distributors',
  'directory_retailers',
  'directory_partners',
  'directory_distributors',
  'files',
  'file_workspaces',
  'file_versions',
  'insights',
  'insight_workspaces',
  'meetings',
  'tasks',
  'users',
];

/** The non-unique indexes of the seeded tables (unique ones stay: they are constraints), with their definitions. */
async function secondaryIndexes(t: TestApp): Promise<{ name: string; def: string }[]> {
  const tables = SCALE_TABLES.map((n) => `'${n}'`).join(', ');
  const result = await t.deps.db.execute(
    sql.raw(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def from pg_index i
      join pg_class c on c.oid = i.indrelid where c.relname in (${tables}) and not i.indisunique and not i.indisprimary`),
  );
  return (result as unknown as { rows: { name: string; def: string }[] }).rows;
}

/** The three-letter term the search cases look for (hex, so it occurs in the md5 names). */
export const SCALE_SEARCH = 'a3f';
/**
 * A term found in the same rows at any size: md5('7') begins `8f14e45f`, the first piece of row 7's
 * name and the second of row 1's. With `a3f` a list of 100k rows has 100× the matches of one of 1k
 * (all counted for the total); with this one both have two, so the case shows whether a search
 * slows with the table itself.
 */
export const SCALE_RARE_SEARCH = '8f14e45f';

export async function seedListScale(t: TestApp, rows: number): Promise<ScaleWorld> {
  const { token, id: userId } = await signUpUser(t, 'admin@example.com');
  const teamId = await makeTeam(t, [{ userId, role: 'admin' }]);
  const companyId = await makeCompany(t, teamId);
  const workspaceId = await makeWorkspace(t, { ownerTeamId: teamId });
  const series = `from generate_series(1, ${rows}) as i`;
  // Chains of statements: each chain in order, the chains side by side on the pool's connections.
  const chains: string[][] = [
    ...['brands', 'products', 'company_retailers', 'company_partners', 'company_distributors'].map((table) => [
      `insert into ${table} (company_id, name, created_at) select ${companyId}, ${NAME(table.replace('company_', ''))}, ${CREATED} ${series}`,
    ]),
    ...['directory_retailers', 'directory_partners', 'directory_distributors'].map((table) => [
      `insert into ${table} (name, created_at) select ${NAME('Entry')}, ${CREATED} ${series}`,
    ]),
    [
      `insert into files (workspace_id, name, description, created_by, created_at) select ${workspaceId}, ${NAME('File')}, 'notes', ${userId}, ${CREATED} ${series}`,
      `insert into file_workspaces (file_id, workspace_id) select id, ${workspaceId} from files`,
      `insert into file_versions (file_id, version, external_url, uploaded_by) select id, 1, 'https://example.com/doc', ${userId} from files`,
    ],
    [
      `insert into insights (workspace_id, name, type, summary, created_by, created_at) select ${workspaceId}, ${NAME('Insight')}, 'Market', 'summary', ${userId}, ${CREATED} ${series}`,
      `insert into insight_workspaces (insight_id, workspace_id) select id, ${workspaceId} from insights`,
    ],
    [
      `insert into meetings (workspace_id, title, starts_at, ends_at, created_by, created_at)
       select ${workspaceId}, ${NAME('Meeting')}, now() + (i - ${rows / 2}) * interval '1 hour', now() + (i - ${rows / 2}) * interval '1 hour' + interval '30 minutes', ${userId}, ${CREATED} ${series}`,
    ],
    // A third of the tasks done, a fifth undated, the rest due over the coming days.
    [
      `insert into tasks (workspace_id, title, due_date, completed_at, created_by, created_at)
         select ${workspaceId}, ${NAME('Task')}, case when i % 5 = 0 then null else current_date + (i % 400) end,
                case when i % 3 = 0 then now() else null end, ${userId}, ${CREATED} ${series}`,
    ],
    [
      `insert into users (email, first_name, last_name, created_at) select 'user' || i || '@example.com', ${NAME('First')}, 'Last', ${CREATED} from generate_series(1, ${rows - 1}) as i`,
    ],
  ];
  const run = (statement: string) => t.deps.db.execute(sql.raw(statement));
  // A bulk load: the secondary indexes are dropped and built again afterwards (seconds instead of
  // a minute for the trigram ones), then what autovacuum does to a settled table — statistics for
  // the planner, a visibility map for index-only scans.
  const indexes = await secondaryIndexes(t);
  for (const { name } of indexes) await run(`drop index ${name}`);
  await Promise.all(
    chains.map(async (chain) => {
      for (const statement of chain) await run(statement);
    }),
  );
  await Promise.all(indexes.map(({ def }) => run(def)));
  await Promise.all(SCALE_TABLES.map((table) => run(`vacuum analyze ${table}`)));
  return { token, companyId, workspaceId, rows };
}

export type ListCase = { list: string; label: 'page 1' | 'newest' | 'search' | 'rare search' | 'late page'; path: string };

/** Every paged list with its first-page path. */
export function scaleLists(w: ScaleWorld): [string, string][] {
  return [
    ['brands', `/api/companies/${w.companyId}/brands`],
    ['products', `/api/companies/${w.companyId}/products`],
    ['retailers', `/api/companies/${w.companyId}/retailers`],
    ['partners', `/api/companies/${w.companyId}/partners`],
    ['distributors', `/api/companies/${w.companyId}/distributors`],
    ['directory retailers', '/api/retailers'],
    ['directory partners', '/api/partners'],
    ['directory distributors', '/api/distributors'],
    ['files', '/api/files'],
    ['insights', '/api/insights'],
    ['meetings', '/api/meetings'],
    ['tasks', '/api/tasks'],
    ['admin users', '/api/superadmin/users'],
  ];
}

/**
 * Every paged list with its five cases: first page (default order), newest first, a contains-search,
 * a contains-search whose matches do not grow with the table, and the last page (read from the first page's meta, since filters such as open tasks shrink it).
 */
export async function listCases(t: TestApp, w: ScaleWorld, perPage = 20): Promise<ListCase[]> {
  const cases: ListCase[] = [];
  for (const [list, path] of scaleLists(w)) {
    const first = `${path}?per_page=${perPage}`;
    const res = await t.app.request(first, { headers: { authorization: `Bearer ${w.token}` } });
    if (res.status !== 200) throw new Error(`${list}: ${res.status} ${await res.text()}`);
    const { meta } = (await res.json()) as { meta: { last_page: number } };
    cases.push(
      { list, label: 'page 1', path: first },
      { list, label: 'newest', path: `${first}&sort=-created_at` },
      { list, label: 'search', path: `${first}&search=${SCALE_SEARCH}` },
      { list, label: 'rare search', path: `${first}&search=${SCALE_RARE_SEARCH}` },
      { list, label: 'late page', path: `${first}&page=${meta.last_page}` },
    );
  }
  return cases;
}

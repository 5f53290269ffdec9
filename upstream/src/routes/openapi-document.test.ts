import { createApp } from '../app';
import type { AppDeps } from '../app-env';
import { loadConfig } from '../env';

/**
 * The invariants `npx @redocly/cli lint --extends recommended` checks on the OpenAPI document (and a
 * few of issue 31's "the document tells the whole truth"), asserted in-process so CI needs no linter.
 */
type Schema = { type?: string | string[]; format?: string; properties?: Record<string, Schema>; items?: Schema };
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Media };
  responses: Record<string, { description?: string; content?: Media }>;
};
type Document = { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>>; webhooks?: Record<string, Record<string, Operation>> };

// The document needs no database: the app is built around inert dependencies (as `npm run routes` does).
const inert = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('not available while building the document');
    },
  },
);

let doc: Document;
let operations: (Operation & { at: string })[];
beforeAll(async () => {
  const deps = { config: loadConfig(), db: inert, mailer: inert, storage: inert, publisher: inert, now: () => new Date() } as unknown as AppDeps;
  const res = await createApp(deps).request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Document;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, ...op })));
});

const op = (at: string) => {
  const found = operations.find((o) => o.at === at);
  if (!found) throw new Error(`${at} is not in the document`);
  return found;
};

describe('the OpenAPI document', () => {
  it('gives every webhook an operationId and says how it is authenticated (its signature, not a scheme)', () => {
    const hooks = Object.entries(doc.webhooks ?? {}).flatMap(([name, methods]) => Object.values(methods).map((o) => ({ name, ...o })));
    expect(hooks.length).toBeGreaterThan(10);
    expect(hooks.filter((o) => !o.operationId || !Array.isArray(o.security)).map((o) => o.name)).toEqual([]);
  });

  it('names its server', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('gives every operation a unique operationId, a summary and a tag', () => {
    expect(operations.length).toBeGreaterThan(300);
    expect(operations.filter((o) => !o.operationId || !o.summary || !o.tags?.length).map((o) => o.at)).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    // A readable title where the verb is certain, else the method and path.
    expect(op('get /tasks').summary).toBe('List tasks');
    expect(op('post /tasks').summary).toBe('Create task');
    expect(op('get /companies/{companyId}/products/{productId}').summary).toBe('Get company product');
    expect(op('put /meetings/{meetingId}/topic/{topicId}').summary).toBe('Update meeting topic');
    expect(op('post /tasks/{taskId}/complete').summary).toBe('POST /tasks/{taskId}/complete');
  });

  it('says who may call each operation: security [] when public, bearer with its 401 and 403 otherwise', () => {
    expect(operations.filter((o) => !Array.isArray(o.security)).map((o) => o.at)).toEqual([]);
    expect(op('post /auth/login').security).toEqual([]);
    const secured = operations.filter((o) => o.security?.length);
    expect(secured.filter((o) => !o.responses['401']).map((o) => o.at)).toEqual([]);
    expect(op('get /tasks').responses['403'].description).toContain('`tasks:read`');
    expect(op('post /tasks').responses['403'].description).toContain('`tasks:write`');
  });

  it('documents every multipart body as a schema, its file parts as binary strings', () => {
    const forms = operations.filter((o) => o.requestBody?.content['multipart/form-data']);
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter((o) => o.requestBody?.content['multipart/form-data'].schema?.type !== 'object').map((o) => o.at)).toEqual([]);
    const part = (at: string, name: string) => {
      const schema = op(at).requestBody?.content['multipart/form-data'].schema?.properties?.[name];
      return schema?.type === 'array' ? schema.items : schema;
    };
    for (const [at, name] of [
      ['post /uploads', 'image'],
      ['post /user', 'image'],
      ['post /teams', 'image'],
      ['post /workspaces', 'image'],
      ['post /companies', 'image'],
      ['post /insights', 'file'],
      ['post /insights/resources', 'files'],
      ['post /tasks/{taskId}/files', 'file'],
    ]) {
      expect({ at, part: part(at, name) }).toEqual({ at, part: { type: 'string', format: 'binary' } });
    }
    // A capped body may be refused as too large.
    expect(op('post /uploads').responses).toHaveProperty('413');
  });

  it('documents the bodies the handlers read themselves (JSON or a form)', () => {
    for (const at of [
      'post /tasks',
      'put /tasks/{taskId}',
      'post /meetings',
      'put /meetings/{meetingId}',
      'put /notes/{noteId}',
      'post /workspaces/{workspaceId}/brands/{workspaceBrandId}/note',
      'post /discussions/{discussionId}/comment',
      'post /companies/{companyId}/contacts',
      'post /companies/{companyId}/retailers',
      'post /broadcasting/auth',
    ]) {
      expect({ at, body: Boolean(op(at).requestBody) }).toEqual({ at, body: true });
    }
    expect(Object.keys(op('post /tasks').requestBody?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
  });

  it('documents the filters of the content lists as query parameters', () => {
    const query = (at: string) => (op(at).parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const common = ['page', 'per_page', 'workspace_ids', 'retailer_ids', 'brand_ids', 'product_ids', 'date_from', 'date_to', 'search', 'sort'];
    expect(query('get /tasks')).toEqual(expect.arrayContaining([...common, 'assignee', 'status', 'due_from', 'due_to', 'meeting_id']));
    expect(query('get /meetings')).toEqual(expect.arrayContaining([...common, 'when', 'attendee_id']));
    expect(query('get /files')).toEqual(expect.arrayContaining([...common, 'category']));
    expect(query('get /insights')).toEqual(expect.arrayContaining([...common, 'category']));
  });

  it('gives a download any media type (the stored one), never JSON', () => {
    for (const at of ['get /files/{fileId}/version/{versionId}/download', 'get /insights/{insightId}/file']) {
      expect({ at, types: Object.keys(op(at).responses['200'].content ?? {}) }).toEqual({ at, types: ['*/*'] });
    }
  });
});

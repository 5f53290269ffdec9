import type { OpenAPIHono } from '@hono/zod-openapi';
import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { z } from 'zod';
import { notificationResource, tokenResource } from '@/lib/contract/account';
import { activityResource } from '@/lib/contract/activity';
import { brandResource, companyRetailerResource, productResource } from '@/lib/contract/catalogue';
import { messageBody, pageMeta } from '@/lib/contract/common';
import { companyResource } from '@/lib/contract/companies';
import { commentResource } from '@/lib/contract/discussions';
import { fileDetailResource, fileResource, fileVersionCompareResource, fileVersionResource } from '@/lib/contract/files';
import { importResource } from '@/lib/contract/imports';
import { insightDetailResource } from '@/lib/contract/insights';
import { meetingDetailResource, meetingResource } from '@/lib/contract/meetings';
import { contactResource } from '@/lib/contract/relations';
import { subtaskResource, taskDetailResource, taskResource } from '@/lib/contract/tasks';
import { teamResource } from '@/lib/contract/teams';
import { uploadResource, userResource } from '@/lib/contract/user';
import { workspaceResource } from '@/lib/contract/workspaces';
import type { AppEnv } from '../../app-env';

/**
 * The contract's main shapes under their own names in `components.schemas` (a generated client gets
 * `components['schemas']['Task']`, a reader one definition instead of the same object inlined in
 * forty answers). Named here, on the schema objects the routes already use, so the contract files
 * stay plain zod (the browser imports them too).
 */
const NAMED: Record<string, z.ZodType> = {
  Activity: activityResource,
  ApiToken: tokenResource,
  Brand: brandResource,
  Comment: commentResource,
  Company: companyResource,
  CompanyRetailer: companyRetailerResource,
  Contact: contactResource,
  File: fileResource,
  FileDetail: fileDetailResource,
  FileVersion: fileVersionResource,
  FileVersionCompare: fileVersionCompareResource,
  Import: importResource,
  InsightDetail: insightDetailResource,
  Meeting: meetingResource,
  MeetingDetail: meetingDetailResource,
  Message: messageBody,
  Notification: notificationResource,
  PageMeta: pageMeta,
  Product: productResource,
  Subtask: subtaskResource,
  Task: taskResource,
  TaskDetail: taskDetailResource,
  Team: teamResource,
  Upload: uploadResource,
  User: userResource,
  Workspace: workspaceResource,
};

let named = false;
function nameContractSchemas(): void {
  if (named) return;
  named = true;
  for (const [name, schema] of Object.entries(NAMED)) zodToOpenAPIRegistry.add(schema, { _internal: { refId: name } });
}

export const PUBLIC_API_BASE = '/api/v1';

const DESCRIPTION = `The API of the app, for scripts and integrations. Every call the app's own screens make is here.

**Base URL**: \`<your app's origin>${PUBLIC_API_BASE}\` — e.g. \`GET ${PUBLIC_API_BASE}/companies\`.

**Authentication**: \`Authorization: Bearer <API token>\`. Make a token under Profile → API tokens: full access, or a
custom token with chosen abilities (\`<area>:read\` / \`<area>:write\`, write implies read; each operation names
the one it needs in \`x-ability\`) and, optionally, limited to chosen companies and workspaces (anything else is
404 to it). Session cookies are not accepted here.

**Limits**: every answer to a call made with an API token carries \`X-RateLimit-Limit\` (calls a minute),
\`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` (seconds until the window starts over); past the limit the
answer is 429 with \`Retry-After\` (seconds).

**Errors**: \`{ message }\`; a 422 adds \`errors: { field: [messages] }\`. Writes may send an \`Idempotency-Key\`
header: a repeat with the same key and body gets the first answer again (\`Idempotent-Replayed: true\`).`;

const documents = new WeakMap<object, unknown>();

type Operation = { security?: unknown[]; responses?: Record<string, unknown> };
const TOO_MANY = {
  description: 'Too many requests for this token (or, after failed authentications, this address)',
  headers: {
    'Retry-After': { description: 'Seconds to wait before the next call', schema: { type: 'integer' } },
    'X-RateLimit-Limit': { description: 'Calls allowed per minute', schema: { type: 'integer' } },
    'X-RateLimit-Remaining': { description: 'Calls left in this window', schema: { type: 'integer' } },
    'X-RateLimit-Reset': { description: 'Seconds until the window starts over', schema: { type: 'integer' } },
  },
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } },
};

/**
 * The OpenAPI 3.1 document as a client of the public API reads it: paths relative to the public
 * base (`/api/v1`, the `servers` entry), the main shapes named, and the 429 of the token limits on
 * every operation that takes a token. Built once per app.
 */
export function publicDocument(app: OpenAPIHono<AppEnv>): unknown {
  const known = documents.get(app);
  if (known) return known;
  nameContractSchemas();
  const doc = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Collab API', version: '1.0.0', description: DESCRIPTION },
    servers: [{ url: PUBLIC_API_BASE, description: 'The public API on the app’s origin (an API token as a bearer)' }],
  });
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const operations = item as Record<string, Operation>;
    for (const operation of Object.values(operations)) {
      if (operation.security?.length && operation.responses && !operation.responses['429']) operation.responses['429'] = TOO_MANY;
    }
    paths[path.replace(/^\/api(?=\/)/, '')] = operations;
  }
  const result = { ...doc, paths };
  documents.set(app, result);
  return result;
}

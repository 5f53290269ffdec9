import type { MiddlewareHandler } from 'hono';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { requireAuth, requireSuperadmin } from '../middleware/auth';
import { idHook } from './path-ids';
import { messageBody } from '@/lib/contract/common';
import { bearerSecurity, createRouter, json } from './router';

/** A request body for the OpenAPI document only: the handler reads and validates it itself (see `route`). */
export type DocumentedBody = { content: Record<string, { schema: z.ZodTypeAny }>; required?: boolean };

/** The file parts of a multipart form: `one` (optional), `required`, or `many` (the part repeated). */
export type FileParts = Record<string, 'one' | 'required' | 'many'>;

/** A file part in the document: `type: string, format: binary`. */
export const binaryPart = z.string().openapi({ format: 'binary' });

/** The form's text fields (an object schema, or an intersection of them) with its file parts as binary strings. */
function withFileParts(schema: z.ZodTypeAny, files: FileParts): z.ZodTypeAny {
  const entries = Object.entries(files);
  if (entries.length === 0) return schema;
  const parts = Object.fromEntries(
    entries.map(([name, kind]) => [name, kind === 'required' ? binaryPart : kind === 'many' ? z.array(binaryPart).optional() : binaryPart.optional()]),
  );
  return z.object({ ...objectShape(schema), ...parts });
}

/** The fields of an object schema, or of an intersection of object schemas (a list's query, a form's fields). */
function objectShape(schema: z.ZodTypeAny): z.ZodRawShape {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodIntersection) return { ...objectShape(schema.def.left as z.ZodTypeAny), ...objectShape(schema.def.right as z.ZodTypeAny) };
  if (schema instanceof z.ZodPipe) return objectShape(schema.def.in as z.ZodTypeAny);
  throw new Error('A documented form or query must be an object schema (or an intersection of them)');
}

/** A multipart form: its text fields from `schema`, its file parts (`{ image: 'one' }`) as binary. */
export const formBody = (schema: z.ZodTypeAny, files: FileParts = {}): DocumentedBody => ({
  content: { 'multipart/form-data': { schema: withFileParts(schema, files) } },
  required: true,
});
export const jsonDoc = (schema: z.ZodTypeAny): DocumentedBody => ({ content: { 'application/json': { schema } }, required: true });
/** JSON, or the same fields as a multipart form (with its file parts, if any, as binary): what `readInput` accepts. */
export const jsonOrForm = (schema: z.ZodTypeAny, files: FileParts = {}): DocumentedBody => ({
  content: { 'application/json': { schema }, 'multipart/form-data': { schema: withFileParts(schema, files) } },
  required: true,
});

/** A list's query for the document only (the handler parses it itself): an object or an intersection of objects. */
export const queryDoc = (schema: z.ZodTypeAny) => z.object(objectShape(schema));

/**
 * Who may call a resource's routes: a token with the ability `<area>:read` (GET) or `<area>:write`
 * (anything else); `authenticate`: a signed-in caller whose ability is checked once the record is
 * loaded (discussions, search, short links span several areas: the handler checks the area of what
 * it found with hasAbility); `superadmin`: a super-administrator's own session token; `public`:
 * anyone (sign-in, health). Which records the caller may touch is decided after this, by lib/permissions.
 */
export type RouteAccess = { ability: string } | { authenticate: MiddlewareHandler<AppEnv> } | 'superadmin' | 'public';

export type ResourceRouterOptions = { tag: string; access: RouteAccess };

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable, readable operationId from the method and path (`GET /meetings/{meetingId}/ics` →
 * `getMeetingsByMeetingIdIcs`): unique because method and path are, and unchanged while the route is.
 * A config's own `operationId` wins.
 */
export function operationIdOf(config: Pick<RouteConfig, 'method' | 'path' | 'operationId'>): string {
  if (config.operationId) return config.operationId;
  const words = config.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? `By${capital(param[1])}` : segment.split(/[-_.]/).map(capital).join('');
    });
  return `${config.method}${words.join('')}`;
}

/** `companies` → `company`, `categories` → `category`, `addresses` → `address`; a word that is not plural stays. */
function singular(word: string): string {
  if (!isPlural(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}
const isPlural = (word: string) => /[^su]s$/.test(word) && !word.endsWith('ics');

/**
 * The operation's title in a reference: the config's `summary`; else, for the shapes whose verb is
 * certain, a readable name from the path (`GET /companies/{companyId}/products` → "List company
 * products", `GET …/products/{productId}` → "Get company product", `POST /tasks` → "Create task",
 * `PUT` → "Update …", `DELETE` → "Delete …"); else its method and path (`POST /tasks/{taskId}/complete`).
 * Descriptions open with access rules or the body's format, not with a title, so they are not mined for one.
 */
export function summaryOf(config: Pick<RouteConfig, 'method' | 'path' | 'summary'>): string {
  if (config.summary) return config.summary;
  const segments = config.path.split('/').filter(Boolean);
  const isParam = (segment: string | undefined) => segment !== undefined && /^\{\w+\}$/.test(segment);
  const byId = isParam(segments.at(-1));
  const lastNoun = segments.filter((segment) => !isParam(segment)).at(-1) ?? '';
  const collection = !byId && isPlural(lastNoun.split(/[-_.]/).at(-1) ?? '');
  const verb =
    config.method === 'get'
      ? byId
        ? 'Get'
        : collection && 'List'
      : config.method === 'post'
        ? collection && 'Create'
        : config.method === 'put' || config.method === 'patch'
          ? byId && 'Update'
          : config.method === 'delete' && byId && 'Delete';
  if (!verb || !lastNoun) return `${config.method.toUpperCase()} ${config.path}`;
  // A noun names one record when an id follows it (or when one is created): `companies/{companyId}` → company.
  const words = segments.flatMap((segment, i) => {
    if (isParam(segment)) return [];
    const one = isParam(segments[i + 1]) || (verb === 'Create' && i === segments.length - 1);
    return segment.split(/[-_.]/).map((word, j, all) => (one && j === all.length - 1 ? singular(word) : word));
  });
  return `${verb} ${words.join(' ')}`;
}

type Responses = RouteConfig['responses'];

/**
 * The answers every route of the resource may give before its handler runs, added where the config
 * leaves them out: 401 where a caller must sign in, 403 where the token's ability is checked (said so
 * in an existing 403's description), 413 where the body is a multipart form (its size is capped).
 */
function responsesFor(access: RouteAccess, method: string, responses: Responses, body: DocumentedBody | undefined): Responses {
  const out: Responses = { ...responses };
  if (access !== 'public' && !out[401]) out[401] = json(messageBody, 'Unauthenticated');
  if (typeof access === 'object' && 'ability' in access) {
    const ability = `\`${access.ability}:${method === 'get' ? 'read' : 'write'}\``;
    const refused = `The token lacks the ${ability} ability`;
    const own = out[403];
    out[403] = own && 'description' in own ? { ...own, description: `${own.description}; or: ${refused.toLowerCase()}` } : json(messageBody, refused);
  }
  if (access === 'superadmin' && !out[403]) out[403] = json(messageBody, 'Not a super-administrator’s own session');
  if (body?.content['multipart/form-data'] && !out[413]) out[413] = json(messageBody, 'The request is too large');
  return out;
}

/**
 * The token ability an operation needs, for a client choosing a custom token's abilities: the
 * `x-ability` extension (`tasks:read`, `tasks:write`; `any` where the record decides, e.g. a
 * discussion takes its subject's) and a closing line of the description.
 */
function abilityDoc(access: RouteAccess, config: Pick<RouteConfig, 'method' | 'description'>): { 'x-ability'?: string; description?: string } {
  if (access === 'public') return {};
  const ability = access === 'superadmin' ? 'superadmin' : 'ability' in access ? `${access.ability}:${config.method === 'get' ? 'read' : 'write'}` : 'any';
  const line =
    ability === 'superadmin'
      ? 'Only a super-administrator’s own session; no API token.'
      : ability === 'any'
        ? 'Any API token, whatever its abilities; where the operation reaches a record, that record’s ability is checked (a task’s discussion needs `tasks:read`).'
        : `Needs the \`${ability}\` ability.`;
  return { 'x-ability': ability, description: config.description ? `${config.description}\n\n${line}` : line };
}

/** Path ids are digits only in the routing pattern, so static siblings (`workspaces/retailers`) are never taken for one. */
const digitsOnly = (path: string) => path.replace(/\{(\w+Id)\}/g, '{$1{[0-9]+}}');

function authFor(access: RouteAccess): MiddlewareHandler<AppEnv>[] {
  if (access === 'public') return [];
  if (access === 'superadmin') return [requireAuth('superadmin'), requireSuperadmin];
  if ('authenticate' in access) return [access.authenticate];
  return [requireAuth(access.ability)];
}

/**
 * The one way a route is registered (conventions: "A new route"). `createResourceRouter` gives a
 * router whose `route(config, handler)` applies, for every route of the resource:
 * - the tag and bearer security of the OpenAPI document, and the authentication and token ability
 *   (`access`) before anything else runs;
 * - the id rule: `{fooId}` segments route digits only and are documented under their clean path;
 * - the validation hook: a malformed path id is 404 (it names no record), a bad query or body 422;
 * - `body`, when given: documented but NOT validated by the router: the handler reads it after its
 *   access check (multipart forms, JSON where null clears a field), so an outsider gets 404 whatever
 *   it sends. Without `body`, a `request.body` in the config is validated before the handler.
 * - `query`, when given: the query's parameters, documented but NOT validated by the router (the
 *   handler parses the contract's schema itself, often an intersection zod-openapi cannot document).
 * - `textIds`, when set: the route's `{fooId}` segments are not numbers (a notification's UUID), so
 *   they route any segment; the config's params schema bounds them.
 */
export function createResourceRouter({ tag, access }: ResourceRouterOptions) {
  const router = createRouter();
  const auth = authFor(access);
  // A public route says so (`security: []`) rather than leaving the reader to guess.
  const security = access === 'public' ? { security: [] } : { security: bearerSecurity };

  function route<R extends RouteConfig>(
    config: R,
    handler: RouteHandler<R, AppEnv>,
    options: { body?: DocumentedBody; query?: z.ZodTypeAny; textIds?: boolean } = {},
  ) {
    const own = config.middleware ? [config.middleware].flat() : [];
    const full = { tags: [tag], ...security, ...config, middleware: [...auth, ...own] };
    if (!config.hide) {
      const { middleware: _middleware, hide: _hide, ...documented } = full;
      const request = {
        ...documented.request,
        ...(options.body ? { body: options.body } : {}),
        ...(options.query ? { query: queryDoc(options.query) } : {}),
      };
      const responses = responsesFor(access, config.method, documented.responses, options.body);
      router.openAPIRegistry.registerPath({
        operationId: operationIdOf(config),
        summary: summaryOf(config),
        ...documented,
        ...abilityDoc(access, config),
        request,
        responses,
      });
    }
    const routed = { ...full, path: options.textIds ? full.path : digitsOnly(full.path), hide: true } as R;
    // The handler's types come from `config`; the router's own middleware adds nothing to them.
    router.openapi(routed, handler as Parameters<typeof router.openapi<R>>[1], idHook);
    return router;
  }

  return { router, route };
}

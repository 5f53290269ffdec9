/**
 * The BFF forwards only the calls in this allowlist, so a browser (or an attacker holding a
 * session cookie) cannot reach any other upstream path with the user's token.
 */
import { PROJECT_ENDPOINT_LINES, PUBLIC_ENDPOINTS, SPEC_ENDPOINT_LINES } from './endpoint-list';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Endpoint {
  method: HttpMethod;
  /** Relative to the API base, e.g. `teams/{teamId}/members/{userId}`. */
  pattern: string;
  /** The spec marks the body as multipart (informational: the forwarder streams any body). */
  multipart: boolean;
  /** Allowed without a session. */
  public: boolean;
}

export interface EndpointMatch extends Endpoint {
  params: Record<string, string>;
}

interface Compiled extends Endpoint {
  segments: { literal?: string; param?: string }[];
  staticCount: number;
}

/** One path segment of a parameter. `.` and `..` are excluded: URL resolution would climb out of the path. */
const PARAM_VALUE = /^[A-Za-z0-9._-]+$/;
const isParamValue = (value: string) => PARAM_VALUE.test(value) && value !== '.' && value !== '..';
const PARAM_NAME = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

const isMethod = (value: string): value is HttpMethod => (HTTP_METHODS as readonly string[]).includes(value);

/** Parse catalogue lines (`METHOD path [multipart] [(note)]`, `CRUD base/{id}`) into calls. */
export function parseEndpointLines(text: string): Omit<Endpoint, 'public'>[] {
  const calls: Omit<Endpoint, 'public'>[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [verb, path, ...rest] = line.split(/\s+/);
    if (!path) throw new Error(`Endpoint line without a path: "${line}"`);
    const note = rest.join(' ');
    const multipart = /\bmultipart\b/.test(note);
    if (verb === 'CRUD') {
      const cut = path.lastIndexOf('/');
      const base = path.slice(0, cut);
      if (cut < 1 || !PARAM_NAME.test(path.slice(cut + 1))) throw new Error(`CRUD line needs base/{id}: "${line}"`);
      calls.push(
        { method: 'GET', pattern: base, multipart: false },
        { method: 'POST', pattern: base, multipart },
        { method: 'GET', pattern: path, multipart: false },
        { method: 'PUT', pattern: path, multipart: false },
        { method: 'DELETE', pattern: path, multipart: false },
      );
      // "update: multipart POST with _method=PUT": the update arrives as a POST on the item.
      if (note.includes('_method=PUT')) calls.push({ method: 'POST', pattern: path, multipart: true });
      continue;
    }
    if (!verb || !isMethod(verb)) throw new Error(`Unknown method in endpoint line: "${line}"`);
    calls.push({ method: verb, pattern: path, multipart });
  }
  return calls;
}

function compile(call: Omit<Endpoint, 'public'>, publicKeys: ReadonlySet<string>): Compiled {
  const segments = call.pattern.split('/').map((segment) => {
    const param = PARAM_NAME.exec(segment)?.[1];
    return param ? { param } : { literal: segment };
  });
  return {
    ...call,
    public: publicKeys.has(`${call.method} ${call.pattern}`),
    segments,
    staticCount: segments.filter((segment) => segment.literal !== undefined).length,
  };
}

function buildIndex(): Map<string, Compiled[]> {
  const publicKeys = new Set(PUBLIC_ENDPOINTS);
  const seen = new Set<string>();
  const index = new Map<string, Compiled[]>();
  for (const call of parseEndpointLines(`${SPEC_ENDPOINT_LINES}\n${PROJECT_ENDPOINT_LINES}`)) {
    const key = `${call.method} ${call.pattern}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const compiled = compile(call, publicKeys);
    const bucket = `${call.method} ${compiled.segments.length}`;
    index.set(bucket, [...(index.get(bucket) ?? []), compiled]);
  }
  for (const key of publicKeys) if (!seen.has(key)) throw new Error(`Public endpoint not in the allowlist: ${key}`);
  // Most literal segments first, so `workspaces/retailers` wins over `workspaces/{workspaceId}`.
  for (const bucket of index.values()) bucket.sort((a, b) => b.staticCount - a.staticCount);
  return index;
}

let index: Map<string, Compiled[]> | null = null;

/** Every allowed call (for tests and diagnostics). */
export function allEndpoints(): Endpoint[] {
  index ??= buildIndex();
  return [...index.values()].flat().map(({ method, pattern, multipart, public: isPublic }) => ({ method, pattern, multipart, public: isPublic }));
}

/**
 * The allowlisted call for `method` and `path` (relative to the API base, no leading slash, still
 * percent-encoded), or null. HEAD is allowed wherever GET is.
 */
export function matchEndpoint(method: string, path: string): EndpointMatch | null {
  index ??= buildIndex();
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const parts = path.split('/');
  for (const candidate of index.get(`${verb} ${parts.length}`) ?? []) {
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((segment, i) => {
      const part = parts[i];
      if (segment.literal !== undefined) return part === segment.literal;
      if (!isParamValue(part) || !segment.param) return false;
      params[segment.param] = part;
      return true;
    });
    if (matches) {
      const { method: m, pattern, multipart, public: isPublic } = candidate;
      return { method: m, pattern, multipart, public: isPublic, params };
    }
  }
  return null;
}

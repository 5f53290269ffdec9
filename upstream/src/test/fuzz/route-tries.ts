import type { Body } from '../authz/world-kit';
import type { RawBody, Try } from './mutations';
import { BAD_IDS, DISGUISED_FILES, FIELD_VALUES, FORM_VALUES, replaceFormField, replaceFormFiles, toForm, WHOLE_BODIES } from './mutations';

const asJson = (value: unknown): RawBody => ({ contentType: 'application/json', payload: JSON.stringify(value) });
const asForm = (form: FormData): RawBody => ({ payload: form });

/** Every path with one `{param}` replaced by a value that is not an id. */
function badPaths(template: string, fill: (t: string) => string): Try[] {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  return names.flatMap((name) => BAD_IDS.map((bad) => ({ label: `{${name}} = ${bad}`, path: fill(template.replace(`{${name}}`, bad)) })));
}

/**
 * The tries for one write route, given its valid sample body (JSON fields or a form): each field
 * replaced by each hostile value (JSON and, for JSON samples, the same as a form), files swapped
 * for disguised ones, whole malformed bodies, and bad ids in the path.
 */
export function writeTries(template: string, fill: (t: string) => string, sample: Body | undefined): Try[] {
  const tries: Try[] = [];
  if (sample instanceof FormData) {
    const keys = [...new Set([...sample.keys()].filter((k) => typeof sample.get(k) === 'string'))];
    for (const key of keys)
      for (const [label, value] of FORM_VALUES) tries.push({ label: `form ${key} = ${label}`, body: asForm(replaceFormField(sample, key, value)) });
    if ([...sample.values()].some((v) => typeof v !== 'string')) {
      for (const file of DISGUISED_FILES) tries.push({ label: `file = ${file.label}`, body: asForm(replaceFormFiles(sample, file)) });
    }
  } else {
    const fields = sample ?? {};
    const keys = Object.keys(fields).length ? Object.keys(fields) : ['name'];
    for (const key of keys) {
      for (const [label, value] of FIELD_VALUES) tries.push({ label: `json ${key} = ${label}`, body: asJson({ ...fields, [key]: value }) });
      tries.push({ label: `form ${key} = NUL`, body: asForm(toForm({ ...fields, [key]: 'a\u0000b' })) });
    }
    tries.push({ label: 'json unknown field with NUL key', body: asJson({ ...fields, ['k\u0000']: 'v' }) });
  }
  for (const [label, body] of WHOLE_BODIES) tries.push({ label, body });
  tries.push(
    ...badPaths(template, fill).map((t) => ({ ...t, body: sample === undefined ? undefined : sample instanceof FormData ? asForm(sample) : asJson(sample) })),
  );
  return tries;
}

/** GET routes: hostile query values on the usual list parameters, and bad ids in the path. */
export function readTries(template: string, fill: (t: string) => string): Try[] {
  const query = [
    'search=a%00b',
    'page=-1&per_page=abc',
    'per_page=99999999999999999999',
    'sort=%00',
    'workspace_ids=abc,%00',
    'date_from=2026-13-45&date_to=x',
    `search=${'x'.repeat(20_000)}`,
  ];
  const base = fill(template);
  return [...query.map((q) => ({ label: `?${q.slice(0, 40)}`, path: `${base}?${q}` })), ...badPaths(template, fill)];
}

import { z } from 'zod';

/**
 * Website and link fields: people type `northwind.example`, not `https://northwind.example`.
 * A value that looks like a host name (a dot, or `localhost`, an optional port and path) and has no
 * scheme gets `https://` in front BEFORE validation, so the form and the upstream (both parse with
 * these schemas) accept it and the upstream stores the full URL. Anything else is left as typed and
 * judged as it is: `not a url`, `javascript:alert(1)` and `ftp://…` stay refused.
 */
const HOST_LIKE = /^(?:localhost|[^\s/:?#@\\]+\.[^\s/:?#@\\]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function withDefaultScheme(value: string): string {
  const v = value.trim();
  return HOST_LIKE.test(v) ? `https://${v}` : v;
}

/** Why a (trimmed, schemed) value is not an http(s) URL, or null when it is. One reason only. */
export function webUrlProblem(value: string): 'invalid' | 'scheme' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return /^[a-z][a-z\d+.-]*:/i.test(value) ? 'scheme' : 'invalid';
  // `new URL` takes `https://a b`? No, but it takes `http:foo` (no slashes): insist on the `//` form.
  return /^https?:\/\/[^\s/?#]/i.test(value) && url.hostname !== '' ? null : 'invalid';
}

type UrlMessages = { invalid: string; scheme: string; max?: { length: number; message: string }; allowEmpty?: boolean };

/**
 * An http(s) URL string with `https://` added when the scheme is missing. Exactly one message per
 * bad value (`… must be a valid URL.` or `… must start with http:// or https://.`): the previous
 * `.url().refine()` chain reported both for `northwind.example`.
 */
export const webUrl = ({ invalid, scheme, max, allowEmpty }: UrlMessages) =>
  z
    .string()
    .transform(withDefaultScheme)
    .superRefine((v, ctx) => {
      if (allowEmpty && v === '') return;
      if (max && v.length > max.length) {
        ctx.addIssue({ code: 'custom', message: max.message });
        return;
      }
      const problem = webUrlProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'scheme' ? scheme : invalid });
    });

const messages = (field: string, max?: number): UrlMessages => ({
  invalid: `The ${field} must be a valid URL.`,
  scheme: `The ${field} must start with http:// or https://.`,
  max: max ? { length: max, message: `The ${field} may not be greater than ${max} characters.` } : undefined,
});

/** A required http(s) URL in the Laravel wording the forms already show. */
export const fieldUrl = (field: string, max?: number) => webUrl(messages(field, max));

/** An http(s) URL, or empty ('' stays '': multipart forms send it for an emptied input, meaning "clear"). */
export const optionalWebUrl = (field: string, max?: number) => webUrl({ ...messages(field, max), allowEmpty: true }).optional();

import { z } from 'zod';

/**
 * The wording of every validation message a schema does not word itself (issue 31: no raw zod
 * defaults such as "Invalid input" or "Too big: expected number to be <=100" in a 422). Laravel's
 * validator phrasing, with the field's name: a present value of the wrong type "must be a number",
 * only a missing one "is required". Installed once, globally (`z.config`), where the contract's
 * shared module loads (common.ts), so the upstream, the BFF and the forms word errors alike; a
 * schema's own message still wins.
 */
type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

function fieldName(path: readonly PropertyKey[] | undefined): string {
  const named = [...(path ?? [])].reverse().find((key): key is string => typeof key === 'string');
  return named ? named.replace(/_/g, ' ') : 'value';
}

function bound(issue: Issue, which: 'maximum' | 'minimum'): string {
  const value = (issue as { maximum?: unknown; minimum?: unknown })[which];
  return value instanceof Date ? value.toISOString() : String(value);
}

export function validationMessage(issue: Issue): string | undefined {
  const field = fieldName(issue.path);
  const origin = (issue as { origin?: string }).origin;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `The ${field} field is required.`;
      const expected = String((issue as { expected?: unknown }).expected ?? '');
      return `The ${field} field must be ${TYPE_WORDS[expected] ?? `of type ${expected}`}.`;
    }
    case 'too_big': {
      const max = bound(issue, 'maximum');
      if (origin === 'string') return `The ${field} field must not be greater than ${max} characters.`;
      if (origin === 'array' || origin === 'set') return `The ${field} field must not have more than ${max} items.`;
      if (origin === 'date') return `The ${field} field must be a date before ${max}.`;
      return `The ${field} field must not be greater than ${max}.`;
    }
    case 'too_small': {
      const min = bound(issue, 'minimum');
      if (origin === 'string') return min === '1' ? `The ${field} field is required.` : `The ${field} field must be at least ${min} characters.`;
      if (origin === 'array' || origin === 'set') return `The ${field} field must have at least ${min} item${min === '1' ? '' : 's'}.`;
      if (origin === 'date') return `The ${field} field must be a date after ${min}.`;
      return `The ${field} field must be at least ${min}.`;
    }
    case 'invalid_format': {
      const format = (issue as { format?: string }).format;
      if (format === 'email') return `The ${field} field must be a valid email address.`;
      if (format === 'url') return `The ${field} field must be a valid URL.`;
      if (format === 'datetime' || format === 'date') return `The ${field} field must be a valid date.`;
      return `The ${field} field format is invalid.`;
    }
    case 'not_multiple_of':
      return `The ${field} field must be a multiple of ${String((issue as { divisor?: unknown }).divisor)}.`;
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'unrecognized_keys':
      return `Unknown field${((issue as { keys?: string[] }).keys?.length ?? 0) === 1 ? '' : 's'}: ${((issue as { keys?: string[] }).keys ?? []).join(', ')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `The ${field} field is invalid.`;
    default:
      return undefined;
  }
}

let installed = false;

/** Installs the wording once (idempotent: every module that loads the contract may call it). */
export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: validationMessage });
}

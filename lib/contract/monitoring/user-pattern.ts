import { RE2JS } from 're2js';
import { z } from 'zod';

/**
 * Regular expressions a person types (a page's price pattern, the snapshot noise patterns): the one
 * place they are compiled. They run with RE2 (re2js), whose matching time grows linearly with the
 * text, never with `new RegExp`, whose backtracking lets `(a+)+b` hold the event loop for seconds
 * on a few dozen characters (docs/security.md, "User patterns"). RE2 has no backreferences and no
 * lookarounds; a pattern that uses them, or does not parse, is refused with a reason (422 on the
 * field when saved; reported as a problem and skipped when an older stored one is run).
 */
export type UserPattern = { source: string; re: RE2JS };
export type CompiledUserPattern = { ok: true; pattern: UserPattern } | { ok: false; reason: string };

/** RE2 program size above which a pattern is refused: the cost of a match grows with it. */
export const USER_PATTERN_MAX_PROGRAM = 300;

/**
 * Work one run may do, in text characters × program instructions: the text a pattern runs on is
 * cut to `USER_PATTERN_WORK / programSize` characters (2 MB … 66 KB), so even a pattern whose every
 * instruction stays live bounds the time a run takes.
 */
export const USER_PATTERN_WORK = 20_000_000;

const cache = new Map<string, CompiledUserPattern>();

/** Compiles a person's pattern, case-insensitive (as the `i` flag the native version used). */
export function compileUserPattern(source: string): CompiledUserPattern {
  const known = cache.get(source);
  if (known) return known;
  const compiled = compile(source);
  if (cache.size > 500) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

function compile(source: string): CompiledUserPattern {
  let re: RE2JS;
  try {
    re = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    return { ok: false, reason: refusal(error instanceof Error ? error.message : String(error)) };
  }
  if (re.programSize() > USER_PATTERN_MAX_PROGRAM) return { ok: false, reason: 'it is too complex (fewer or smaller repetitions, please)' };
  return { ok: true, pattern: { source, re } };
}

/** RE2's parse error in words: what JavaScript has and RE2 refuses is named as such. */
function refusal(message: string): string {
  const at = /`([^`]*)`\s*$/.exec(message)?.[1] ?? '';
  if (/^\\(?:[1-9]|k)/.test(at)) return 'backreferences (\\1, \\k<name>) are not supported';
  if (/^\(\?<?[=!]/.test(at)) return 'lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) are not supported';
  return `it is not a valid pattern (${message.replace(/^error parsing regexp: /, '')})`;
}

/** Why a pattern cannot be saved, as a field message; null when it can. */
export function userPatternProblem(source: string): string | null {
  const compiled = compileUserPattern(source);
  return compiled.ok ? null : `"${source}" cannot be used: ${compiled.reason}.`;
}

/** The part of `text` a run may look at (see USER_PATTERN_WORK). */
export function userPatternInput(pattern: UserPattern, text: string): string {
  const limit = Math.floor(USER_PATTERN_WORK / Math.max(10, pattern.re.programSize()));
  return text.length > limit ? text.slice(0, limit) : text;
}

/**
 * The first match's first capture group (or the whole match when it has none); null when none.
 * The upstream runs these steps (and replaceMatches') in worker threads with a deadline, never on its
 * event loop: upstream/src/monitoring/user-patterns/ (pattern-worker-source.ts mirrors them).
 */
export function firstMatch(pattern: UserPattern, text: string): string | null {
  const input = userPatternInput(pattern, text);
  // The DFA answers "is there a match" without tracking groups, much faster than the search that does.
  if (!pattern.re.test(input)) return null;
  const found = pattern.re.exec(input);
  if (!found) return null;
  return (found[1] as string | undefined) ?? (found[0] as string);
}

/** `text` with every match replaced by `replacement` (taken literally). */
export function replaceMatches(pattern: UserPattern, text: string, replacement: string): string {
  const input = userPatternInput(pattern, text);
  if (!pattern.re.test(input)) return text;
  return pattern.re.matcher(input).replaceAll(RE2JS.quoteReplacement(replacement)) + text.slice(input.length);
}

/** A pattern field of a request body: refused (422 on the field) when RE2 cannot run it. */
export const userPatternField = (max: number) =>
  z
    .string()
    .max(max)
    .superRefine((v, ctx) => {
      const problem = v === '' ? null : userPatternProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A list of pattern fields: every refusal is reported on the list itself (`ignore_patterns`). */
export const userPatternList = (item: z.ZodString, maxItems: number, maxMessage?: string) =>
  z
    .array(item)
    .max(maxItems, maxMessage)
    .superRefine((list, ctx) => {
      for (const v of list) {
        const problem = userPatternProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }
    });

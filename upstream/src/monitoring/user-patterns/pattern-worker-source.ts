/**
 * The code of a pattern worker thread, as plain JavaScript in a string (`new Worker(source, {eval:
 * true})`): a worker gets neither Jest's SWC transform nor tsx's, and the production upstream is one
 * esbuild bundle with no file beside it to point a worker at — a string runs the same in all three.
 * It only requires `node:worker_threads` and re2js (by the absolute path the pool resolved, since an
 * eval worker resolves modules from the working directory).
 *
 * The steps are those of `firstMatch` / `replaceMatches` in lib/contract/monitoring/user-pattern.ts
 * (case-insensitive RE2, the text cut to `work / program size` characters, the DFA's yes/no before
 * the search that reads the groups); pattern-workers.test.ts checks that both give the same answers.
 *
 * Jobs: `{id, op: 'first', source, text}` → the first match's first group (else the whole match) or
 * null; `{id, op: 'remove', sources, text, replacement}` → `text` with, on each line (split on \n),
 * every match of each pattern in turn replaced by `replacement` (literally). Reply `{id, ok, value}`
 * or `{id, ok: false, error}`.
 */
export const PATTERN_WORKER_SOURCE = String.raw`
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { RE2JS } = require(workerData.re2js);

const cache = new Map();
function compile(source) {
  let re = cache.get(source);
  if (!re) {
    if (cache.size > 500) cache.clear();
    re = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
    cache.set(source, re);
  }
  return re;
}

function input(re, text) {
  const limit = Math.floor(workerData.work / Math.max(10, re.programSize()));
  return text.length > limit ? text.slice(0, limit) : text;
}

function first(source, text) {
  const re = compile(source);
  const cut = input(re, text);
  if (!re.test(cut)) return null;
  const found = re.exec(cut);
  if (!found) return null;
  return found[1] ?? found[0];
}

function remove(sources, text, replacement) {
  const quoted = RE2JS.quoteReplacement(replacement);
  let lines = text.split('\n');
  for (const source of sources) {
    const re = compile(source);
    lines = lines.map((line) => {
      const cut = input(re, line);
      if (!re.test(cut)) return line;
      return re.matcher(cut).replaceAll(quoted) + line.slice(cut.length);
    });
  }
  return lines.join('\n');
}

parentPort.on('message', (job) => {
  try {
    const value = job.op === 'first' ? first(job.source, job.text) : remove(job.sources, job.text, job.replacement);
    parentPort.postMessage({ id: job.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, error: String((error && error.message) || error) });
  }
});
`;

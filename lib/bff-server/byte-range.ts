/**
 * One `Range: bytes=…` header against a representation of `size` bytes (RFC 9110 §14). Only a
 * single range is served; a header this does not take (another unit, bad syntax, several ranges)
 * is ignored, as the RFC allows, and the whole file is sent.
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : SINGLE.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [, first, last] = match;
  if (first === '') {
    // bytes=-N: the last N bytes (N = 0, or an empty file, selects nothing).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  // bytes=9-0 is not a range at all (ignored); bytes=N- and bytes=N-M from past the end are unsatisfiable.
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

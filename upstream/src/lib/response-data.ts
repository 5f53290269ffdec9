/** A record as a JSON answer carries it: field names to values, not yet checked against a contract. */
export type AnswerRecord = Record<string, unknown>;

/**
 * The `data` object of a JSON answer (`{ data: { id, … } }`), if it is one. It reads a clone, so the
 * answer still goes to the client whole; the write's activity entry and its webhook event both read
 * the record from it after the handler has run.
 */
export async function responseData(res: Response): Promise<AnswerRecord | null> {
  if (!/^application\/json/.test(res.headers.get('content-type') ?? '')) return null;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const data = body && typeof body === 'object' ? (body as AnswerRecord).data : null;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as AnswerRecord) : null;
}

import { apiData, ApiError } from './api-error';
import { apiFetch, apiUrl, ContractMismatchError, DEFAULT_ERROR_MESSAGE } from './api-fetch';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;
const realFetch = global.fetch;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  global.fetch = realFetch;
});

describe('apiFetch', () => {
  it('calls /api/<path> with same-origin credentials and reads the data field', async () => {
    fetchMock.mockResolvedValue(json({ data: [{ id: 1 }], meta: { total: 1 } }));
    const result = await apiFetch<{ id: number }[]>('teams');
    expect(fetchMock).toHaveBeenCalledWith('/api/teams', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
    expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1 }], body: { data: [{ id: 1 }], meta: { total: 1 } } });
  });

  it('uses the body as it is when there is no data field', async () => {
    fetchMock.mockResolvedValue(json({ version: '1' }));
    const result = await apiFetch('search');
    expect(result.ok && result.data).toEqual({ version: '1' });
  });

  it('returns null data for an empty 204 answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await apiFetch('teams/1', { method: 'DELETE' })).toEqual({ ok: true, status: 204, data: null, body: null });
  });

  it('sends JSON bodies with a content type', async () => {
    fetchMock.mockResolvedValue(json({ data: { id: 3 } }, 201));
    await apiFetch('contacts', { method: 'POST', json: { name: 'Ada' } });
    const init = fetchMock.mock.calls[0][1];
    expect(init?.body).toBe('{"name":"Ada"}');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'Idempotency-Key': expect.any(String) });
  });

  it('sends form data without setting a content type', async () => {
    fetchMock.mockResolvedValue(json({ data: {} }));
    const form = new FormData();
    form.append('image', 'x');
    await apiFetch('/uploads', { method: 'POST', formData: form });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/uploads');
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Idempotency-Key': expect.any(String) });
  });

  it('builds query strings and skips empty values', () => {
    expect(apiUrl('notifications', { read: false, page: 2, q: null, x: undefined })).toBe('/api/notifications?read=false&page=2');
    expect(apiUrl('search?q=a', { page: 1 })).toBe('/api/search?q=a&page=1');
  });

  it('returns messages and field errors of a 422', async () => {
    fetchMock.mockResolvedValue(json({ message: 'The given data was invalid.', errors: { email: ['The email field is required.'] } }, 422));
    expect(await apiFetch('contacts', { method: 'POST', json: {}, fallback: 'Could not send' })).toEqual({
      ok: false,
      status: 422,
      message: 'The email field is required.',
      messages: ['The email field is required.'],
      fieldErrors: { email: ['The email field is required.'] },
      body: expect.any(Object),
    });
  });

  it('uses the message field, then the fallback, for other failures', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Forbidden.' }, 403));
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const forbidden = await apiFetch('teams/1', { fallback: 'Failed to fetch team with ID: 1' });
    const gateway = await apiFetch('teams/1', { fallback: 'Failed to fetch team with ID: 1' });
    expect(forbidden).toMatchObject({ ok: false, status: 403, message: 'Forbidden.', fieldErrors: {} });
    expect(gateway).toMatchObject({ ok: false, status: 502, message: 'Failed to fetch team with ID: 1' });
  });

  it('turns a network failure into the fallback message with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await apiFetch('teams', { fallback: 'Failed to fetch teams' })).toMatchObject({
      ok: false,
      status: 0,
      message: 'Failed to fetch teams',
      messages: ['Failed to fetch teams'],
    });
    expect(await apiFetch('teams')).toMatchObject({ message: DEFAULT_ERROR_MESSAGE });
  });

  it('sends a write with an Idempotency-Key and retries a lost answer with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('{"message":"down"}', { status: 503 }));
    fetchMock.mockResolvedValueOnce(json({ data: { id: 7 } }, 201));
    const result = await apiFetch('notes', { method: 'POST', json: { body: 'x' }, retryDelaysMs: [1, 1, 1] });
    expect(result).toMatchObject({ ok: true, status: 201, data: { id: 7 } });
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[\x21-\x7e]{8,255}$/);
  });

  it('gives each write its own key, never retries a refusal, and gives up after its last wait', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'The name field is required.' }, 422));
    expect(await apiFetch('notes', { method: 'POST', json: {}, retryDelaysMs: [1] })).toMatchObject({ ok: false, status: 422 });
    fetchMock.mockResolvedValue(new Response('', { status: 504 }));
    expect(await apiFetch('notes', { method: 'PUT', json: {}, retryDelaysMs: [1, 1] })).toMatchObject({ ok: false, status: 504 });
    const keys = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(4);
    expect(keys[0]).not.toBe(keys[1]);
    expect(new Set(keys.slice(1)).size).toBe(1);
  });

  it('sends no key with a read and does not retry it (the query cache retries reads)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    await apiFetch('teams');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it('rejects when the request was aborted by its signal', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(apiFetch('teams', { signal: controller.signal })).rejects.toBe(controller.signal.reason);
  });
});

describe('apiData', () => {
  it('resolves the data or throws an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: { id: 1 } }));
    fetchMock.mockResolvedValueOnce(json({ message: 'Not found.' }, 404));
    await expect(apiData('teams/1')).resolves.toEqual({ id: 1 });
    const error = await apiData('teams/2').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not found.', messages: ['Not found.'] });
  });
});

describe('apiFetch with a contract schema (outside production)', () => {
  // A zod-like schema without zod: what `schema` needs is `safeParse`.
  const schema = {
    safeParse: (value: unknown) =>
      typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data)
        ? ({ success: true } as const)
        : ({ success: false, error: { issues: [{ path: ['data'], message: 'Expected array' }] } } as const),
  };

  it('returns the answer as it is when it matches', async () => {
    fetchMock.mockResolvedValue(json({ data: [{ id: 1 }], meta: { total: 1 } }));
    const result = await apiFetch('files', { schema });
    expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1 }], body: { data: [{ id: 1 }], meta: { total: 1 } } });
  });

  it('takes a loader, so the schema can stay out of first-load chunks', async () => {
    fetchMock.mockResolvedValue(json({ data: [] }));
    const loader = jest.fn(async () => schema);
    await apiFetch('files', { schema: loader });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('throws an error naming the request and the path of each mismatch', async () => {
    fetchMock.mockImplementation(async () => json({ data: { id: 1 } }));
    await expect(apiFetch('files', { query: { page: 2 }, schema })).rejects.toThrow(ContractMismatchError);
    await expect(apiFetch('files', { query: { page: 2 }, schema })).rejects.toThrow(
      'GET /api/files?page=2: the answer does not match the contract: data: Expected array',
    );
  });

  it('does not check failures (their body is an error, read by the error rules)', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Nope' }, 403));
    const result = await apiFetch('files', { schema });
    expect(result.ok).toBe(false);
  });

  it('checks the workspace content reads against the real contract', async () => {
    const { readSchema } = await import('@/lib/workspace-content/read-schema');
    fetchMock.mockResolvedValue(json({ data: [{ id: 'x' }], meta: {} }));
    await expect(apiFetch('tasks', { schema: readSchema('taskPage') })).rejects.toThrow(
      /^GET \/api\/tasks: the answer does not match the contract: data\.0\.id: /,
    );
  });
});

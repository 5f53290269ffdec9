import { uploadWithProgress, xhrResult } from './upload-with-progress';

/** A minimal XMLHttpRequest stand-in: the test drives progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const realXhr = (global as { XMLHttpRequest?: unknown }).XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = null;
  (global as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => {
  (global as { XMLHttpRequest?: unknown }).XMLHttpRequest = realXhr;
});

const xhr = (): FakeXhr => {
  if (!FakeXhr.last) throw new Error('no request was sent');
  return FakeXhr.last;
};

describe('uploadWithProgress', () => {
  it('posts the form to /api/<path> with credentials, reports progress and unwraps data', async () => {
    const form = new FormData();
    form.set('name', 'Report');
    const progress: number[] = [];
    const pending = uploadWithProgress<{ id: number }>('files', form, { onProgress: (f) => progress.push(f), fallback: 'Error creating files' });
    const req = xhr();
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/files');
    expect(req.withCredentials).toBe(true);
    expect(req.headers.Accept).toBe('application/json');
    expect(req.body).toBe(form);
    req.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    req.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    req.respond(201, JSON.stringify({ data: { id: 7 } }));
    await expect(pending).resolves.toEqual({ ok: true, status: 201, data: { id: 7 }, body: { data: { id: 7 } } });
    expect(progress).toEqual([0.25, 1]);
  });

  it('uses the method given', async () => {
    const pending = uploadWithProgress('files/3', new FormData(), { method: 'PUT', fallback: 'x' });
    expect(xhr().method).toBe('PUT');
    xhr().respond(204, '');
    await expect(pending).resolves.toMatchObject({ ok: true, status: 204, data: null });
  });

  it('returns 422 field errors like apiFetch', async () => {
    const pending = uploadWithProgress('files', new FormData(), { fallback: 'Error creating files' });
    xhr().respond(422, JSON.stringify({ message: 'The file is too large.', errors: { file: ['The file may not be greater than 50 MB.'] } }));
    const result = await pending;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    expect(result.fieldErrors).toEqual({ file: ['The file may not be greater than 50 MB.'] });
    expect(result.message).toBe('The file may not be greater than 50 MB.');
  });

  it('falls back to the section 8 text on a network failure or a bodiless error', async () => {
    const pending = uploadWithProgress('files', new FormData(), { fallback: 'Error creating files' });
    xhr().onerror?.();
    await expect(pending).resolves.toMatchObject({ ok: false, status: 0, message: 'Error creating files' });
    const second = uploadWithProgress('files', new FormData(), { fallback: 'Error creating files' });
    xhr().respond(500, '');
    await expect(second).resolves.toMatchObject({ ok: false, status: 500, message: 'Error creating files' });
  });

  it('rejects with the abort reason when the signal fires', async () => {
    const controller = new AbortController();
    const pending = uploadWithProgress('files', new FormData(), { signal: controller.signal, fallback: 'x' });
    const reason = new Error('cancelled');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(xhr().aborted).toBe(true);
  });

  it('rejects at once for an already aborted signal, without sending', async () => {
    const controller = new AbortController();
    controller.abort(new Error('early'));
    await expect(uploadWithProgress('files', new FormData(), { signal: controller.signal, fallback: 'x' })).rejects.toThrow('early');
    expect(FakeXhr.last).toBeNull();
  });
});

describe('xhrResult', () => {
  it('keeps a non-JSON body as text', () => {
    expect(xhrResult(200, 'plain', 'x')).toEqual({ ok: true, status: 200, data: 'plain', body: 'plain' });
  });
});

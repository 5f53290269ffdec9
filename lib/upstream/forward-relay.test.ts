/** The forwarder's relay: security headers, outages and project-added calls (issue: security 7, 8, 9b). */
import { GET, POST, PUT } from '@/app/api/[...path]/route';
import { API_CSP, SECURITY_HEADERS } from '@/lib/security/static-headers';
import { json, setTestEnv, startSilentUpstream, trickleBody, withFakeUpstream } from './testing/fake-upstream';
import type { FakeUpstream } from './testing/fake-upstream';
import { testRequest } from './testing/session-cookie';

let upstream: FakeUpstream;
withFakeUpstream(
  (u) => {
    upstream = u;
  },
  () => json(200, { data: [] }),
);

const signedIn = { authToken: 'user-token-123' };
const DOCUMENT_CSP = "default-src 'none'; sandbox";

describe('security headers on relayed answers', () => {
  it("keeps a download's sandboxing CSP, disposition and nosniff, and adds the fixed headers", async () => {
    upstream.respond = () => ({
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="report.pdf"',
        'x-content-type-options': 'nosniff',
        'content-security-policy': DOCUMENT_CSP,
      },
      body: '%PDF-1.4',
    });
    const response = await GET(await testRequest('/api/files/3/version/4/download', { session: signedIn }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(DOCUMENT_CSP);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
  });

  it("lets the app's own pages frame a file preview (its CSP says frame-ancestors 'self'), and no one else", async () => {
    const previewCsp = "default-src 'none'; img-src 'self' data:; frame-ancestors 'self'; form-action 'none'";
    upstream.respond = () => ({
      status: 200,
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="plan.pdf"', 'content-security-policy': previewCsp },
      body: '%PDF-1.4',
    });
    const response = await GET(await testRequest('/api/files/3/version/4/preview', { session: signedIn }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(previewCsp);
    expect(response.headers.get('content-disposition')).toBe('inline; filename="plan.pdf"');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives JSON answers and the BFF’s own refusals the API policy', async () => {
    const relayed = await GET(await testRequest('/api/user', { session: signedIn }));
    const refused = await GET(await testRequest('/api/nope/nope', { session: signedIn }));
    for (const response of [relayed, refused]) {
      expect(response.headers.get('content-security-policy')).toBe(API_CSP);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('outages', () => {
  it('relays the upstream’s 503 (database down) with its message and Retry-After', async () => {
    upstream.respond = () => json(503, { message: 'The service is unavailable. Please try again.' }, { 'retry-after': '5' });
    const response = await GET(await testRequest('/api/teams', { session: signedIn }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ message: 'The service is unavailable. Please try again.' });
  });
});

describe('PUT companies/{companyId} (project addition)', () => {
  it('is forwarded with its body, like the spec’s POST with _method=PUT', async () => {
    upstream.respond = () => json(200, { data: { id: 7, name: 'Acme' } });
    const response = await PUT(
      await testRequest('/api/companies/7', { method: 'PUT', session: signedIn, headers: { 'content-type': 'application/json' }, body: '{"name":"Acme"}' }),
    );
    expect(response.status).toBe(200);
    expect(upstream.requests.map((r) => `${r.method} ${r.url} ${r.body.toString()}`)).toEqual(['PUT /api/companies/7 {"name":"Acme"}']);
  });
});

describe('the bounds on an upstream call through the route handler', () => {
  afterEach(() => {
    delete process.env.UPSTREAM_TIMEOUT_MS;
  });
  /** Five chunks 150 ms apart: well past a 300 ms bound in all. */
  const slowUpload = () =>
    testRequest('/api/teams', {
      method: 'POST',
      session: signedIn,
      headers: { 'content-type': 'text/plain' },
      body: trickleBody(['a', 'b', 'c', 'd', 'e'], 150),
    });

  it('does not cut an upload the browser is still sending', async () => {
    upstream.respond = () => json(201, { data: { id: 1 } });
    process.env.UPSTREAM_TIMEOUT_MS = '300';
    setTestEnv(upstream.baseUrl);
    const response = await POST(await slowUpload());
    expect(response.status).toBe(201);
    expect(upstream.requests[0].body.toString()).toBe('abcde');
  });

  it('answers 504 within the bound after the body ended when the upstream hangs', async () => {
    const silent = await startSilentUpstream();
    try {
      process.env.UPSTREAM_TIMEOUT_MS = '300';
      setTestEnv(silent.baseUrl);
      const started = performance.now();
      const response = await POST(await slowUpload());
      const elapsed = performance.now() - started;
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: 'The service did not answer in time. Please try again.' });
      expect(elapsed).toBeGreaterThan(850);
      expect(elapsed).toBeLessThan(2_500);
    } finally {
      await silent.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { fileVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { makeFile, PDF_BYTES, raw, scene } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

// 1×1 transparent PNG.
const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'));
const text = (s: string) => new TextEncoder().encode(s);
const preview = (token: string, fileId: number, versionId: number) => raw(t, token, 'GET', `files/${fileId}/version/${versionId}/preview`);

describe('GET files/{fileId}/version/{versionId}/preview', () => {
  it('serves a PNG inline with its sniffed type, nosniff and a sandboxing CSP that only this origin may frame', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Shelf', workspace_id: String(s.ws) }, { bytes: PNG, name: 'shelf.png' });
    const res = await preview(s.reader.token, file.id, file.latest_version.id);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(PNG));
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="shelf.png"; filename*=UTF-8''shelf.png`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src/);
  });

  it("serves a PDF inline for the browser's viewer under the same sandboxing policy", async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Plan', workspace_id: String(s.ws) }, { bytes: PDF_BYTES, name: 'plan.pdf' });
    const res = await preview(s.member.token, file.id, file.latest_version.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="plan\.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toMatch(/(^|; )sandbox($|;)/);
    expect(csp).not.toMatch(/script-src/);
  });

  it('keeps text, SVG and HTML (uploaded as text) an attachment with the download policy', async () => {
    const s = await scene(t);
    const svg = await makeFile(
      t,
      s.owner.token,
      { name: 'Logo', workspace_id: String(s.ws) },
      { bytes: text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'logo.svg' },
    );
    const html = await makeFile(
      t,
      s.owner.token,
      { name: 'Page', workspace_id: String(s.ws) },
      { bytes: text('<html><script>alert(1)</script></html>'), name: 'page.html' },
    );
    for (const file of [svg, html]) {
      const res = await preview(s.reader.token, file.id, file.latest_version.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('never serves a stored SVG or HTML type inline, whatever the row says', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Logo', workspace_id: String(s.ws) }, { bytes: text('<svg/>'), name: 'logo.svg' });
    for (const mime of ['image/svg+xml', 'text/html', 'application/xhtml+xml']) {
      await t.deps.db.update(fileVersions).set({ mime }).where(eq(fileVersions.id, file.latest_version.id));
      const res = await preview(s.owner.token, file.id, file.latest_version.id);
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; /);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    }
  });

  it('answers 404 to an outsider and for a version of another file, 422 for a link version', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Shelf', workspace_id: String(s.ws) }, { bytes: PNG, name: 'shelf.png' });
    const other = await makeFile(t, s.owner.token, { name: 'Other', workspace_id: String(s.ws) }, { bytes: PNG, name: 'other.png' });
    const link = await makeFile(t, s.owner.token, { name: 'Link', workspace_id: String(s.ws) }, { url: 'https://example.com/doc' });
    expect((await preview(s.outsider.token, file.id, file.latest_version.id)).status).toBe(404);
    expect((await preview(s.owner.token, file.id, other.latest_version.id)).status).toBe(404);
    expect((await preview(s.owner.token, link.id, link.latest_version.id)).status).toBe(422);
  });
});

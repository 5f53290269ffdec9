import { eq } from 'drizzle-orm';
import type { FileVersion, FileVersionCompare } from '@/lib/contract/files';
import { fileVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { call, documentForm, makeFile, scene, type ErrorBody, type One } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const numbered = (n: number, line = (i: number) => `line ${i}`) => Array.from({ length: n }, (_, i) => `${line(i + 1)}\n`).join('');
/** A text file (version 1) and a second text version; returns the file and both version ids. */
async function textFile(token: string, ws: number, first: string, second: string, names = ['notes.txt', 'notes.txt']) {
  const file = await makeFile(t, token, { name: 'Notes', workspace_id: String(ws) }, { bytes: new TextEncoder().encode(first), name: names[0] });
  const v2 = await call<One<FileVersion>>(t, token, 'POST', `files/${file.id}/version`, documentForm({}, { name: names[1], bytes: second }));
  if (v2.status !== 201) throw new Error(`add version failed ${v2.status}`);
  return { fileId: file.id, v1: file.latest_version.id, v2: v2.body.data.id };
}
const compare = (token: string, fileId: number, versionId: number, withId?: number) =>
  call<One<FileVersionCompare> & ErrorBody>(t, token, 'GET', `files/${fileId}/version/${versionId}/compare${withId === undefined ? '' : `?with=${withId}`}`);

describe('GET files/{fileId}/version/{versionId}/compare', () => {
  it('gives a reader the unified diff: changes with 3 lines of context, longer unchanged runs skipped', async () => {
    const s = await scene(t);
    const before = numbered(20);
    const after = numbered(20, (i) => (i === 10 ? 'line ten' : `line ${i}`)) + 'new line\n';
    const { fileId, v1, v2 } = await textFile(s.owner.token, s.ws, before, after, ['notes-v1.txt', 'notes-v2.txt']);
    // A read-only team's member reads the file, so it may compare its versions.
    const res = await compare(s.reader.token, fileId, v2, v1);
    expect(res.status).toBe(200);
    const eq = (n: number) => ({ op: 'equal', text: `line ${n}`, old_line: n, new_line: n });
    expect(res.body.data).toEqual({
      file_id: fileId,
      from: { id: v1, version: 1, name: 'notes-v1.txt', lines: 20 },
      to: { id: v2, version: 2, name: 'notes-v2.txt', lines: 21 },
      added: 2,
      removed: 1,
      lines: [
        { op: 'skip', count: 6 },
        eq(7),
        eq(8),
        eq(9),
        { op: 'remove', text: 'line 10', old_line: 10 },
        { op: 'add', text: 'line ten', new_line: 10 },
        eq(11),
        eq(12),
        eq(13),
        { op: 'skip', count: 4 },
        eq(18),
        eq(19),
        eq(20),
        { op: 'add', text: 'new line', new_line: 21 },
      ],
    });
  });

  it('compares lines, not line endings: a file saved again with CRLF only shows what changed', async () => {
    const s = await scene(t);
    const { fileId, v1, v2 } = await textFile(s.member.token, s.ws, 'id,name\r\n1,Soap\r\n', 'id,name\n1,Soap\n2,Sponge', ['list.csv', 'list.csv']);
    const res = await compare(s.member.token, fileId, v2, v1);
    expect(res.status).toBe(200);
    expect(res.body.data.lines).toEqual([
      { op: 'equal', text: 'id,name', old_line: 1, new_line: 1 },
      { op: 'equal', text: '1,Soap', old_line: 2, new_line: 2 },
      { op: 'add', text: '2,Sponge', new_line: 3 },
    ]);
  });

  it('refuses a version over 1 MB (before or while reading it) and one over 20,000 lines with a 422 on its field', async () => {
    const s = await scene(t);
    const big = `${'x'.repeat(1023)}\n`.repeat(1025);
    const large = await textFile(s.owner.token, s.ws, 'small\n', big);
    const tooLarge = await compare(s.owner.token, large.fileId, large.v2, large.v1);
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors?.version).toEqual(['Version 2 is larger than 1 MB; download it to compare.']);
    // A row that understates the size: the read stops at the bound all the same.
    await t.deps.db.update(fileVersions).set({ size: 10 }).where(eq(fileVersions.id, large.v2));
    const understated = await compare(s.owner.token, large.fileId, large.v1, large.v2);
    expect(understated.status).toBe(422);
    expect(understated.body.errors?.with).toEqual(['Version 2 is larger than 1 MB; download it to compare.']);

    const long = await textFile(s.owner.token, s.ws, numbered(20_001), 'short\n');
    const tooLong = await compare(s.owner.token, long.fileId, long.v2, long.v1);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.with).toEqual(['Version 1 has more than 20,000 lines; download it to compare.']);
  });

  it('gives up with a 422 on two versions too different to diff in bounded time, instead of working on', async () => {
    const s = await scene(t);
    const { fileId, v1, v2 } = await textFile(
      s.owner.token,
      s.ws,
      numbered(5_000),
      numbered(5_000, (i) => `row ${i}`),
    );
    const res = await compare(s.owner.token, fileId, v2, v1);
    expect(res.status).toBe(422);
    expect(res.body.errors?.with).toEqual(['These versions differ in too many lines to compare here; download both to compare them.']);
  });

  it('answers 422 for a version that is not text or is a link, and when `with` is missing', async () => {
    const s = await scene(t);
    const pdf = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    const text = await call<One<FileVersion>>(t, s.owner.token, 'POST', `files/${pdf.id}/version`, documentForm({}, { name: 'deck.txt', bytes: 'notes\n' }));
    const notText = await compare(s.owner.token, pdf.id, text.body.data.id, pdf.latest_version.id);
    expect(notText.status).toBe(422);
    expect(notText.body.errors?.with).toEqual(['Version 1 is not a text file; only text versions (plain text, CSV, TSV, Markdown or JSON) can be compared.']);
    const link = await call<One<FileVersion>>(t, s.owner.token, 'POST', `files/${pdf.id}/version`, documentForm({ external_url: 'https://example.com/doc' }));
    const linked = await compare(s.owner.token, pdf.id, link.body.data.id, text.body.data.id);
    expect(linked.status).toBe(422);
    expect(linked.body.errors?.version).toEqual(['Version 3 is an external link; only uploaded text versions can be compared.']);
    const missing = await compare(s.owner.token, pdf.id, text.body.data.id);
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.with).toEqual(['The with field is required.']);
  });

  it('answers 404 to an outsider and for a version of another file, on either side', async () => {
    const s = await scene(t);
    const a = await textFile(s.owner.token, s.ws, 'a\n', 'b\n');
    const b = await textFile(s.owner.token, s.ws, 'c\n', 'd\n');
    expect((await compare(s.outsider.token, a.fileId, a.v2, a.v1)).status).toBe(404);
    expect((await compare(s.owner.token, a.fileId, a.v2, b.v1)).status).toBe(404);
    expect((await compare(s.owner.token, a.fileId, b.v2, a.v1)).status).toBe(404);
  });
});

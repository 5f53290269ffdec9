import type { DirectoryEntry } from '@/lib/contract/directories';
import type { MasterLink } from '@/lib/contract/relations';
import type { TestApp } from '../../test/create-test-app';
import { call, companyWorld, expectHiddenFromOutsider, makeEntry } from '../../test/company-parties-kit';
import type { CompanyScene } from '../../test/company-parties-kit';

let t: TestApp;
let s: CompanyScene;
companyWorld((world) => {
  ({ t, s } = world);
});

describe.each([
  { segment: 'master-partners', directory: 'partners', other: 'distributors' },
  { segment: 'master-distributors', directory: 'distributors', other: 'partners' },
] as const)('companies/{id}/$segment', ({ segment, directory, other }) => {
  const base = () => `companies/${s.companyA}/${segment}`;
  const link = async (directoryId: number, notes?: string, companyId = s.companyA, token = s.admin.token) => {
    const res = await call<MasterLink>(t, 'POST', `companies/${companyId}/${segment}`, token, { directory_id: directoryId, notes });
    if (res.status !== 201) throw new Error(`link failed ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  it('links a directory entry with notes; the resource carries the entry’s name, website and country', async () => {
    const entry = await makeEntry(t, directory, 'Northwind', { website: 'https://nw.example', country: 'DE' });
    const res = await call<MasterLink>(t, 'POST', base(), s.admin.token, { directory_id: String(entry), notes: 'Since 2020' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      company_id: s.companyA,
      directory_id: entry,
      name: 'Northwind',
      website: 'https://nw.example',
      country: 'DE',
      notes: 'Since 2020',
    });
    const got = await call<MasterLink>(t, 'GET', `${base()}/${res.body.data.id}`, s.member.token);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('lists links paged, searched and sorted by the entry’s name; another company’s links stay out', async () => {
    for (const name of ['Bravo', 'Alpha', 'Charlie']) await link(await makeEntry(t, directory, name));
    await link(await makeEntry(t, directory, 'Alpine'), undefined, s.companyB, s.outsider.token);
    const res = await call<MasterLink[]>(t, 'GET', `${base()}?sort=-name&per_page=2`, s.member.token);
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => l.name)).toEqual(['Charlie', 'Bravo']);
    expect(res.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    const found = await call<MasterLink[]>(t, 'GET', `${base()}?search=ALP`, s.member.token);
    expect(found.body.data.map((l) => l.name)).toEqual(['Alpha']);
  });

  it('answers 422 for a missing, unknown or already linked entry, or one of the other directory', async () => {
    const entry = await makeEntry(t, directory, 'Northwind');
    const missing = await call(t, 'POST', base(), s.admin.token, { notes: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.directory_id).toEqual(['The directory entry field is required.']);
    const otherKind = await makeEntry(t, other, 'Elsewhere');
    const unknown = await call(t, 'POST', base(), s.admin.token, { directory_id: Math.max(entry, otherKind) + 1 });
    expect(unknown.body.errors.directory_id).toEqual(['The selected directory entry is invalid.']);
    expect((await call(t, 'POST', base(), s.admin.token, { directory_id: 99999999999 })).status).toBe(422);
    await link(entry);
    const twice = await call(t, 'POST', base(), s.admin.token, { directory_id: entry });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.directory_id[0]).toMatch(/already linked/);
    // Another company may link the same entry.
    expect((await call(t, 'POST', `companies/${s.companyB}/${segment}`, s.outsider.token, { directory_id: entry })).status).toBe(201);
  });

  it('updates the notes when sent (empty clears them) and unlinks without touching the directory', async () => {
    const entry = await makeEntry(t, directory, 'Northwind');
    const l = await link(entry, 'old');
    const updated = await call<MasterLink>(t, 'PUT', `${base()}/${l.id}`, s.admin.token, { notes: 'new' });
    expect(updated.body.data.notes).toBe('new');
    expect((await call<MasterLink>(t, 'PUT', `${base()}/${l.id}`, s.admin.token, {})).body.data.notes).toBe('new');
    const cleared = await call<MasterLink>(t, 'PUT', `${base()}/${l.id}`, s.admin.token, { notes: '' });
    expect(cleared.body.data.notes).toBeNull();
    expect((await call(t, 'PUT', `${base()}/${l.id}`, s.admin.token, { notes: 'x'.repeat(2001) })).status).toBe(422);
    const gone = await call(t, 'DELETE', `${base()}/${l.id}`, s.admin.token);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toMatch(/unlinked/);
    expect((await call(t, 'GET', `${base()}/${l.id}`, s.admin.token)).status).toBe(404);
    expect((await call<DirectoryEntry>(t, 'GET', `${directory}/${entry}`, s.admin.token)).body.data.name).toBe('Northwind');
    // Linking again after unlinking works.
    expect((await call(t, 'POST', base(), s.admin.token, { directory_id: entry })).status).toBe(201);
  });

  it('needs a token, lets members read only, hides the company from outsiders', async () => {
    const l = await link(await makeEntry(t, directory, 'Northwind'));
    const one = `${base()}/${l.id}`;
    expect((await call(t, 'GET', base())).status).toBe(401);
    expect((await call(t, 'GET', base(), s.member.token)).status).toBe(200);
    expect((await call(t, 'POST', base(), s.member.token, {})).status).toBe(403);
    expect((await call(t, 'PUT', one, s.member.token, { notes: 'x' })).status).toBe(403);
    expect((await call(t, 'DELETE', one, s.member.token)).status).toBe(403);
    await expectHiddenFromOutsider(t, s.outsider.token, base(), one);
  });

  it("answers 404 for another company's link under this company's path", async () => {
    const theirs = await link(await makeEntry(t, directory, 'Theirs'), 'keep', s.companyB, s.outsider.token);
    const path = `${base()}/${theirs.id}`;
    expect((await call(t, 'GET', path, s.admin.token)).status).toBe(404);
    expect((await call(t, 'PUT', path, s.admin.token, { notes: 'mine' })).status).toBe(404);
    expect((await call(t, 'DELETE', path, s.admin.token)).status).toBe(404);
    const still = await call<MasterLink>(t, 'GET', `companies/${s.companyB}/${segment}/${theirs.id}`, s.outsider.token);
    expect(still.body.data.notes).toBe('keep');
  });
});

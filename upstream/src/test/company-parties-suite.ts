import type { CompanyParty } from '@/lib/contract/relations';
import type { TestApp } from './create-test-app';
import { call, companyWorld, customToken, makeEntry } from './company-parties-kit';
import type { CompanyScene } from './company-parties-kit';

/**
 * The tests of one company party resource (partners or distributors), run by partners.test.ts and
 * distributors.test.ts against their own paths and directory.
 */
export function describePartyRoutes(segment: 'partners' | 'distributors') {
  const otherDirectory = segment === 'partners' ? 'distributors' : 'partners';
  let t: TestApp;
  let s: CompanyScene;
  companyWorld((world) => {
    ({ t, s } = world);
  });

  const base = () => `companies/${s.companyA}/${segment}`;
  const create = async (name: string, extra: Record<string, unknown> = {}, companyId = s.companyA, token = s.admin.token) => {
    const res = await call<CompanyParty>(t, 'POST', `companies/${companyId}/${segment}`, token, { name, ...extra });
    if (res.status !== 201) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };

  describe(`companies/{id}/${segment}: access`, () => {
    it('needs a token', async () => {
      expect((await call(t, 'GET', base())).status).toBe(401);
      expect((await call(t, 'POST', base(), null, { name: 'X' })).status).toBe(401);
    });

    it('lets members read and only admins write (403 before the body is checked)', async () => {
      const p = await create('Northwind');
      expect((await call(t, 'GET', base(), s.member.token)).status).toBe(200);
      expect((await call(t, 'GET', `${base()}/${p.id}`, s.member.token)).status).toBe(200);
      expect((await call(t, 'POST', base(), s.member.token, { name: 'X' })).status).toBe(403);
      expect((await call(t, 'POST', base(), s.member.token, {})).status).toBe(403);
      expect((await call(t, 'PUT', `${base()}/${p.id}`, s.member.token, { name: 'X' })).status).toBe(403);
      expect((await call(t, 'DELETE', `${base()}/${p.id}`, s.member.token)).status).toBe(403);
    });

    it('needs the companies ability: read for reading, write for changing', async () => {
      const readOnly = await customToken(t, s.admin.token, ['companies:read']);
      expect((await call(t, 'GET', base(), readOnly)).status).toBe(200);
      expect((await call(t, 'POST', base(), readOnly, { name: 'X' })).status).toBe(403);
      const other = await customToken(t, s.admin.token, ['teams:write']);
      expect((await call(t, 'GET', base(), other)).status).toBe(403);
    });

    it('answers 404 to outsiders, before the body is checked', async () => {
      const p = await create('Northwind');
      expect((await call(t, 'GET', base(), s.outsider.token)).status).toBe(404);
      expect((await call(t, 'GET', `${base()}/${p.id}`, s.outsider.token)).status).toBe(404);
      expect((await call(t, 'POST', base(), s.outsider.token, {})).status).toBe(404);
      expect((await call(t, 'PUT', `${base()}/${p.id}`, s.outsider.token, { name: 'X' })).status).toBe(404);
      expect((await call(t, 'DELETE', `${base()}/${p.id}`, s.outsider.token)).status).toBe(404);
    });

    it("answers 404 for another company's record under this company's path", async () => {
      const theirs = await create('Theirs', {}, s.companyB, s.outsider.token);
      const path = `${base()}/${theirs.id}`;
      expect((await call(t, 'GET', path, s.admin.token)).status).toBe(404);
      expect((await call(t, 'PUT', path, s.admin.token, { name: 'Mine now' })).status).toBe(404);
      expect((await call(t, 'DELETE', path, s.admin.token)).status).toBe(404);
      const still = await call<CompanyParty>(t, 'GET', `companies/${s.companyB}/${segment}/${theirs.id}`, s.outsider.token);
      expect(still.body.data.name).toBe('Theirs');
    });

    it('answers 404 for ids that are not numbers or out of range, and for unknown companies', async () => {
      expect((await call(t, 'GET', `${base()}/abc`, s.admin.token)).status).toBe(404);
      expect((await call(t, 'GET', `${base()}/99999999999`, s.admin.token)).status).toBe(404);
      expect((await call(t, 'GET', `companies/99999999999/${segment}`, s.admin.token)).status).toBe(404);
      expect((await call(t, 'GET', `companies/999/${segment}`, s.admin.token)).status).toBe(404);
    });
  });

  describe(`GET companies/{id}/${segment}`, () => {
    it("pages the company's records, filters by name (wildcards literal) and sorts", async () => {
      for (const name of ['Bravo', 'alpha_1', 'Charlie', 'alpha%']) await create(name);
      await create('Bravo elsewhere', {}, s.companyB, s.outsider.token);
      const all = await call<CompanyParty[]>(t, 'GET', `${base()}?per_page=2&sort=-name`, s.admin.token);
      expect(all.status).toBe(200);
      expect(all.body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
      expect(all.body.data.map((p) => p.name)).toEqual(['Charlie', 'Bravo']);
      const found = await call<CompanyParty[]>(t, 'GET', `${base()}?search=${encodeURIComponent('a%')}`, s.admin.token);
      expect(found.body.data.map((p) => p.name)).toEqual(['alpha%']);
      const underscore = await call<CompanyParty[]>(t, 'GET', `${base()}?search=a_`, s.admin.token);
      expect(underscore.body.data.map((p) => p.name)).toEqual(['alpha_1']);
    });

    it('answers an empty page far past the end', async () => {
      await create('Only');
      const res = await call<CompanyParty[]>(t, 'GET', `${base()}?page=9007199254740991&per_page=100`, s.admin.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.meta.total).toBe(1);
    });

    it('answers 422 for a bad sort or page size', async () => {
      const res = await call(t, 'GET', `${base()}?sort=size&per_page=0`, s.admin.token);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(['per_page', 'sort']);
    });
  });

  describe(`POST, PUT and DELETE companies/{id}/${segment}`, () => {
    it('creates a record linked to an entry of the matching directory, and reads it back', async () => {
      const entry = await makeEntry(t, segment, 'Northwind Global');
      const res = await call<CompanyParty>(t, 'POST', base(), s.admin.token, {
        name: ' Northwind ',
        website: 'https://northwind.example',
        description: 'EU',
        directory_id: entry,
      });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        company_id: s.companyA,
        directory_id: entry,
        name: 'Northwind',
        website: 'https://northwind.example',
        description: 'EU',
      });
      const got = await call<CompanyParty>(t, 'GET', `${base()}/${res.body.data.id}`, s.member.token);
      expect(got.body.data).toEqual(res.body.data);
    });

    it('answers 422 with field errors', async () => {
      const res = await call(t, 'POST', base(), s.admin.token, { name: ' ', website: 'ftp://x', directory_id: 'abc' });
      expect(res.status).toBe(422);
      expect(res.body.errors.name).toEqual(['The name field is required.']);
      expect(res.body.errors.website).toBeDefined();
      expect(res.body.errors.directory_id).toEqual(['The selected directory entry is invalid.']);
      expect((await call(t, 'POST', base(), s.admin.token, { name: 'X', directory_id: 99999999999 })).body.errors.directory_id).toBeDefined();
    });

    it('answers 4xx, not 500, for a body that is not a JSON object', async () => {
      for (const [type, body] of [
        ['application/json', '{"name":'],
        ['application/json', '[1]'],
        ['text/plain', 'name=X'],
      ]) {
        const res = await t.app.request(`/api/${base()}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${s.admin.token}`, 'content-type': type },
          body,
        });
        expect([400, 415, 422]).toContain(res.status);
      }
    });

    it('answers 422 for a directory id that is not in the matching directory', async () => {
      const wrongKind = await makeEntry(t, otherDirectory, 'Elsewhere');
      const res = await call(t, 'POST', base(), s.admin.token, { name: 'X', directory_id: wrongKind + 100 });
      expect(res.status).toBe(422);
      expect(res.body.errors.directory_id).toEqual(['The selected directory entry is invalid.']);
    });

    it('changes only the fields sent on update; empty or null clears one, the link can be dropped', async () => {
      const entry = await makeEntry(t, segment, 'Global');
      const p = await create('Old', { website: 'https://old.example', description: 'x', directory_id: entry });
      const res = await call<CompanyParty>(t, 'PUT', `${base()}/${p.id}`, s.admin.token, { name: 'New', directory_id: null });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: p.id, name: 'New', website: 'https://old.example', description: 'x', directory_id: null });
      const cleared = await call<CompanyParty>(t, 'PUT', `${base()}/${p.id}`, s.admin.token, { website: '', description: null, directory_id: String(entry) });
      expect(cleared.body.data).toMatchObject({ name: 'New', website: null, description: null, directory_id: entry });
      const nothing = await call<CompanyParty>(t, 'PUT', `${base()}/${p.id}`, s.admin.token, {});
      expect(nothing.status).toBe(200);
      expect(nothing.body.data).toMatchObject({ name: 'New', directory_id: entry });
      const bad = await call(t, 'PUT', `${base()}/${p.id}`, s.admin.token, { name: '', website: 'x' });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'website']);
      const missing = await call(t, 'PUT', `${base()}/${p.id}`, s.admin.token, { directory_id: 424242 });
      expect(missing.body.errors.directory_id).toEqual(['The selected directory entry is invalid.']);
    });

    it('deletes the record', async () => {
      const p = await create('Gone');
      const res = await call(t, 'DELETE', `${base()}/${p.id}`, s.admin.token);
      expect(res.status).toBe(200);
      expect(res.body.message).toMatch(/has been deleted/);
      expect((await call(t, 'GET', `${base()}/${p.id}`, s.admin.token)).status).toBe(404);
      expect((await call(t, 'DELETE', `${base()}/${p.id}`, s.admin.token)).status).toBe(404);
    });
  });
}

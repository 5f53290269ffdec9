import { readdir } from 'node:fs/promises';
import { purgeTrashNow } from '../../test/helpers';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { call, makeFile, scene } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const stored = async () => (await readdir(t.deps.config.uploadsDir).catch(() => [] as string[])).filter((n) => !n.endsWith('.part'));

describe('deleting a workspace', () => {
  it('deletes the files it owns (their bytes when the trash is purged), and keeps files of other workspaces', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    const kept = await makeFile(t, s.outsider.token, { name: 'Theirs', workspace_id: String(s.otherWs) });
    expect(await stored()).toHaveLength(2);

    expect((await call(t, s.owner.token, 'DELETE', `workspaces/${s.ws}`)).status).toBe(200);
    expect((await call(t, s.owner.token, 'GET', `files/${file.id}`)).status).toBe(404);
    expect((await call(t, s.outsider.token, 'GET', `files/${kept.id}`)).status).toBe(200);
    expect(await stored()).toHaveLength(2);
    expect(await purgeTrashNow(t)).toBe(1);
    expect(await stored()).toEqual([expect.stringMatching(/^[a-f0-9]{32}\.pdf$/)]);
  });
});

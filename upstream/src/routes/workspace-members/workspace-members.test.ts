import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { call, scene } from '../../test/files-kit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('GET workspaces/{id}/members', () => {
  it('lists everyone of the attached teams once, with read-only access marked; outsiders get 404', async () => {
    const s = await scene(t);
    const res = await call<{ data: { id: number; first_name: string; read_only: boolean }[] }>(t, s.member.token, 'GET', `workspaces/${s.ws}/members`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => [m.first_name, m.read_only])).toEqual([
      ['Mel', false],
      ['Olive', false],
      ['Rae', true],
    ]);
    expect((await call(t, s.outsider.token, 'GET', `workspaces/${s.ws}/members`)).status).toBe(404);
    expect((await call(t, null, 'GET', `workspaces/${s.ws}/members`)).status).toBe(401);
  });
});

import { shortCodes } from '../../db/schema';
import { makeFile, scene } from '../../test/files-kit';
import { createTestApp } from '../../test/create-test-app';
import type { TestApp } from '../../test/create-test-app';
import { createShortCode } from './create-short-code';
import { generateShortCode } from './generate-short-code';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('createShortCode', () => {
  it('draws another code when the one drawn is taken', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    await t.deps.db.insert(shortCodes).values({ code: 'TakenCode1', targetType: 'file', targetId: file.id, createdBy: s.member.id });
    const draws = ['TakenCode1', 'FreshCode2'];
    const made = await createShortCode(t.deps, { userId: s.owner.id, abilities: ['*'] }, { type: 'file', id: file.id }, () => draws.shift() ?? 'never');
    expect(made).toEqual({ created: true, shortCode: expect.objectContaining({ code: 'FreshCode2', path: '/s/FreshCode2' }) });
  });

  it('gives up (500) rather than loop when every draw collides', async () => {
    const s = await scene(t);
    const file = await makeFile(t, s.owner.token, { name: 'Deck', workspace_id: String(s.ws) });
    await t.deps.db.insert(shortCodes).values({ code: 'TakenCode1', targetType: 'file', targetId: file.id, createdBy: s.member.id });
    let draws = 0;
    const always = () => {
      draws += 1;
      return 'TakenCode1';
    };
    await expect(createShortCode(t.deps, { userId: s.owner.id, abilities: ['*'] }, { type: 'file', id: file.id }, always)).rejects.toThrow();
    expect(draws).toBe(5);
  });
});

describe('generateShortCode', () => {
  it('draws 10 characters of [A-Za-z0-9], all over the alphabet', () => {
    const codes = Array.from({ length: 200 }, generateShortCode);
    for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(new Set(codes).size).toBe(200);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBeGreaterThan(55);
  });
});

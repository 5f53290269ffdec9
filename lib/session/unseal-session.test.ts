import { sealData } from 'iron-session';
import { serverEnv } from '@/lib/env';
import { setTestEnv } from '@/lib/upstream/testing/fake-upstream';
import { unsealSession } from './unseal-session';

beforeAll(() => setTestEnv('http://127.0.0.1:9/api'));

const seal = (data: unknown, ttl = 3600) => sealData(data as Record<string, unknown>, { password: serverEnv().sessionSecret, ttl });

describe('unsealSession', () => {
  it('unseals a cookie value and answers the same value again from memory, as a copy', async () => {
    const sealed = await seal({ authToken: 'tok-1' });
    const first = await unsealSession(sealed);
    expect(first).toEqual({ authToken: 'tok-1' });
    first.authToken = 'changed by a caller';
    expect(await unsealSession(sealed)).toEqual({ authToken: 'tok-1' });
  });

  it('is signed out for a tampered value or one sealed with another password, and for a seal past its lifetime', async () => {
    expect(await unsealSession('Fe26.2**garbage~2')).toEqual({});
    const foreign = await sealData({ authToken: 'x' }, { password: 'another-password-of-at-least-32-characters!!', ttl: 3600 });
    expect(await unsealSession(foreign)).toEqual({});
    // A seal that lived 1 s is refused once the remembered answer has aged out: two minutes later
    // (iron allows a minute of clock skew), the seal is checked again and has expired.
    const short = await seal({ authToken: 'tok-2' }, 1);
    expect(await unsealSession(short)).toEqual({ authToken: 'tok-2' });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'], now: Date.now() + 120_000 });
    try {
      expect(await unsealSession(short)).toEqual({});
    } finally {
      jest.useRealTimers();
    }
  });
});

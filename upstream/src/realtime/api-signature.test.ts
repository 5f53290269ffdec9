import { md5Hex, signApiQuery, verifyApiSignature } from './api-signature';

// Pusher's worked example for HTTP API authentication (app 3, the docs' key and secret).
const key = '278d425bdf160c739803';
const secret = '7ad3773142a6692b25b8';
const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';
const timestamp = 1353088179;
const path = '/apps/3/events';

describe('HTTP API signatures', () => {
  it('reproduces the published worked example', () => {
    expect(md5Hex(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const query = signApiQuery({ method: 'POST', path, params: {}, body, key, secret, timestampSec: timestamp });
    expect(query).toBe(
      'auth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f' +
        '&auth_signature=da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
    );
  });

  const rawQuery = signApiQuery({ method: 'POST', path, params: {}, body, key, secret, timestampSec: timestamp });
  const request = { method: 'POST', path, rawQuery, body, key, secret, nowSec: timestamp + 10 };

  it('accepts the signed request', () => {
    expect(verifyApiSignature(request)).toMatchObject({ ok: true });
  });

  it('accepts parameters in any order', () => {
    const shuffled = rawQuery.split('&').reverse().join('&');
    expect(verifyApiSignature({ ...request, rawQuery: shuffled })).toMatchObject({ ok: true });
  });

  it.each([
    ['a wrong secret', { secret: 'nope' }, 'Invalid signature'],
    ['another path', { path: '/apps/4/events' }, 'Invalid signature'],
    ['another method', { method: 'PUT' }, 'Invalid signature'],
    ['a changed body', { body: body.replace('foo', 'bar') }, 'body_md5'],
    ['an unknown key', { key: 'other' }, 'auth_key'],
    ['an old timestamp', { nowSec: timestamp + 601 }, 'Timestamp'],
    ['a future timestamp', { nowSec: timestamp - 601 }, 'Timestamp'],
    ['no signature', { rawQuery: rawQuery.replace(/&auth_signature=.*/, '') }, 'auth_signature'],
    ['an added parameter', { rawQuery: `${rawQuery}&info=user_count` }, 'Invalid signature'],
    ['another auth_version', { rawQuery: rawQuery.replace('auth_version=1.0', 'auth_version=2.0') }, 'auth_version'],
  ])('refuses %s', (_label, override, message) => {
    const result = verifyApiSignature({ ...request, ...override });
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toContain(message);
  });

  it('signs GET queries with extra parameters', () => {
    const getQuery = signApiQuery({
      method: 'GET',
      path: '/apps/3/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
      key,
      secret,
      timestampSec: timestamp,
    });
    const check = verifyApiSignature({
      method: 'GET',
      path: '/apps/3/channels',
      rawQuery: getQuery,
      body: '',
      key,
      secret,
      nowSec: timestamp,
    });
    expect(check.ok && check.params.get('filter_by_prefix')).toBe('presence-');
  });
});

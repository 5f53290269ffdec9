import { NextResponse } from 'next/server';
import { TEST_APP_URL, setTestEnv } from '@/lib/upstream/testing/fake-upstream';
import { sessionSetBy, testRequest } from '@/lib/upstream/testing/session-cookie';
import { NextRequest } from 'next/server';
import { clearSession, readSession, writeSession } from './request-session';
import { endedImpersonationSession, impersonatingSession, signedInSession } from './session-data';

beforeAll(() => setTestEnv('http://127.0.0.1:9/api'));

describe('session cookie', () => {
  it('reads what it wrote, with the cookie attributes the session needs', async () => {
    const response = await writeSession(NextResponse.json({}), { authToken: 'tok-1', impersonatorAuthToken: 'admin-1' });
    const header = response.headers.getSetCookie()[0];
    expect(header).toMatch(/^collab_session=/);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=lax/i);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/); // NODE_ENV=test
    expect(header).not.toContain('tok-1');
    expect(await sessionSetBy(response)).toEqual({ authToken: 'tok-1', impersonatorAuthToken: 'admin-1' });

    const value = header.split(';')[0];
    const request = new NextRequest(`${TEST_APP_URL}/`, { headers: { cookie: value } });
    expect(await readSession(request)).toEqual({ authToken: 'tok-1', impersonatorAuthToken: 'admin-1' });
  });

  it('treats a missing, tampered or foreign cookie as signed out', async () => {
    expect(await readSession(await testRequest('/'))).toEqual({});
    const tampered = new NextRequest(`${TEST_APP_URL}/`, { headers: { cookie: 'collab_session=Fe26.2**garbage~2' } });
    expect(await readSession(tampered)).toEqual({});
    const junk = new NextRequest(`${TEST_APP_URL}/`, { headers: { cookie: 'collab_session=%%%' } });
    expect(await readSession(junk)).toEqual({});
  });

  it('clears the cookie', async () => {
    const response = clearSession(NextResponse.json({}));
    expect(response.headers.getSetCookie()[0]).toMatch(/collab_session=;.*Max-Age=0/i);
    expect(await sessionSetBy(response)).toEqual({});
    // Writing an empty session clears too.
    expect(await sessionSetBy(await writeSession(NextResponse.json({}), {}))).toEqual({});
  });
});

describe('session transitions', () => {
  it('signs in fresh, dropping an impersonation', () => {
    expect(signedInSession('t')).toEqual({ authToken: 't' });
  });

  it('impersonates only when signed in, keeping the first impersonator', () => {
    expect(impersonatingSession({}, 'x')).toBeNull();
    expect(impersonatingSession({ authToken: 'admin' }, 'u1')).toEqual({ authToken: 'u1', impersonatorAuthToken: 'admin' });
    expect(impersonatingSession({ authToken: 'u1', impersonatorAuthToken: 'admin' }, 'u2')).toEqual({
      authToken: 'u2',
      impersonatorAuthToken: 'admin',
    });
  });

  it('ends an impersonation by restoring the impersonator', () => {
    expect(endedImpersonationSession({ authToken: 'u1', impersonatorAuthToken: 'admin' })).toEqual({ authToken: 'admin' });
    expect(endedImpersonationSession({ authToken: 'admin' })).toBeNull();
  });
});

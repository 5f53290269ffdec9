import type { Policy } from '../rules';
import { userOf } from '../rules';
import { form, PNG } from '../world-kit';

const email = (prefix: string) => (_w: unknown, actor: string) => ({
  email: `${prefix}-${actor.toLowerCase()}@example.com`,
  first_name: 'New',
  last_name: 'User',
});
// A session or full-access token may manage tokens; a custom or impersonation token may not (README).
const sessionOnly = { impersonator: 403 } as const;

/** Sign-in, the user's own account, notifications, uploads, search, short links, super-administrator. */
export const accountPolicies: Record<string, Policy> = {
  'POST auth/login': { rule: 'public', body: email('login') },
  'POST auth/signup': { rule: 'public', body: email('signup') },
  'POST auth/verify-login': { rule: 'public', body: (_w, a) => ({ email: `login-${a.toLowerCase()}@example.com`, code: '000000' }) },
  'POST auth/verify-signup': { rule: 'public', body: (_w, a) => ({ email: `signup-${a.toLowerCase()}@example.com`, code: '000000' }) },
  'POST auth/logout': { rule: 'signed-in' },
  'POST auth/signup/business-data': { rule: 'signed-in', body: () => ({ company_name: 'Biz', role: 'Owner' }) },
  'POST contacts': { rule: 'public', body: () => ({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' }) },
  'GET openapi.json': { rule: 'public' },
  'GET uploads/{name}': { rule: 'public' },
  'POST uploads': { rule: 'signed-in', body: () => form({}, { field: 'image', name: 'a.png', bytes: PNG, type: 'image/png' }) },
  'POST broadcasting/auth': { rule: 'signed-in', body: (w, a) => ({ socket_id: '123.456', channel_name: `private-App.Models.User.${userOf(w, a).id}` }) },
  'GET notifications': { rule: 'signed-in' },
  'GET notifications/{notificationId}': { rule: 'owner-only', mutates: true },
  'POST notifications/read-all': { rule: 'signed-in' },
  'GET user/notification-preferences': { rule: 'signed-in' },
  'PUT user/notification-preferences': { rule: 'signed-in', body: () => ({ email_mode: 'digest', digest_hour: 7, time_zone: 'Europe/Berlin' }) },
  // A mail's link: the signed token in the address is the credential, whoever follows it.
  'GET unsubscribe': { rule: 'public', query: (w) => `token=${w.unsubscribeToken}` },
  'POST unsubscribe': { rule: 'public', query: (w) => `token=${w.unsubscribeToken}` },
  // Search spans areas: a token without them gets empty groups, not a refusal.
  'GET search': { rule: 'signed-in', query: () => 'q=Su', except: { token: 'ok' } },
  'POST short-code': { rule: 'ws-read', body: (w) => ({ type: 'file', id: w.file }) },
  // Contract: 403 for a signed-in user without access to the record (404 is unknown or deleted).
  'GET short-code/{code}': { rule: 'ws-read', except: { stranger: 403, superadmin: 403 } },
  // The code is the credential: its holder may see who shared what, signed in or not (decision 0038).
  'GET short-code/{code}/preview': { rule: 'public' },
  // Anyone signed in who holds the link may ask (201), or is told they already have access (200).
  'POST short-code/{code}/access-requests': { rule: 'signed-in' },

  'GET user': { rule: 'signed-in' },
  'POST user': { rule: 'signed-in', body: () => form({ first_name: 'Same' }) },
  'GET user/default-workspace': { rule: 'signed-in' },
  'POST user/default-workspace': { rule: 'signed-in', body: () => ({ workspace_id: null }) },
  'POST user/generate-custom-token': { rule: 'signed-in', body: () => ({ name: 'cli', abilities: ['user:read'] }), except: sessionOnly },
  'POST user/generate-full-access-token': { rule: 'signed-in', body: () => ({ name: 'cli' }), except: sessionOnly },
  'POST user/regenerate-api-token': { rule: 'signed-in', except: sessionOnly },
  'GET user/tokens': { rule: 'signed-in' },
  'DELETE user/tokens': { rule: 'signed-in', except: sessionOnly },
  'GET user/token-info': { rule: 'signed-in' },
  'GET user/invites': { rule: 'signed-in' },
  'GET user/other-users': { rule: 'signed-in' },
  'GET user/overview': { rule: 'signed-in' },
  'POST user/phone': { rule: 'signed-in', body: () => ({ phone: '+442079460000' }) },
  'PUT user/phone': { rule: 'signed-in', body: () => ({ code: '000000' }) },
  'DELETE user/phone': { rule: 'signed-in' },
  // Asking for approval again: only an admin of the pending workspace's owner team (the stranger).
  'POST user/workspace-approval': {
    rule: 'stranger-only',
    body: (w) => ({ workspace_id: w.pendingWs, message: 'Please' }),
    // A workspace named in the body that is not the caller's to ask for is a field error (422).
    except: { roMember: 422, roAdmin: 422, fullMember: 422, fullAdmin: 422, mixed: 422, owner: 422, impersonator: 422, superadmin: 422 },
  },
  'GET google/token': { rule: 'signed-in' },
  'POST google/token': { rule: 'signed-in', body: () => ({ code: 'abc', redirect_uri: 'http://localhost/cb', state: 'bad' }) },
  'DELETE google/token': { rule: 'signed-in' },
  'GET user/calendar-feed': { rule: 'signed-in' },
  'POST user/calendar-feed': { rule: 'signed-in' },
  'DELETE user/calendar-feed': { rule: 'signed-in' },
  // What a calendar app fetches: the secret in the address is the credential, whoever asks.
  'GET calendar-feeds/{file}': { rule: 'public', params: (w) => ({ file: w.calendarFeedFile }) },

  'GET superadmin/users': { rule: 'superadmin' },
  'GET superadmin/activity': { rule: 'superadmin' },
  // What the caller deleted: their own, like the rest of the account.
  'GET trash': { rule: 'signed-in' },
  'GET superadmin/pending-workspace-requests': { rule: 'superadmin' },
  'POST superadmin/approve-workspace': { rule: 'superadmin', body: (w) => ({ workspace_id: w.pendingWs }) },
  'POST superadmin/disapprove-workspace': { rule: 'superadmin', body: (w) => ({ workspace_id: w.pendingWs, note: 'No' }) },
  // Project addition (BFF page gate): confirms an impersonation token is live and whose.
  'POST superadmin/impersonation/verify': { rule: 'superadmin', body: (w) => ({ token: w.tokens.impersonator }) },
  'POST superadmin/impersonate': { rule: 'superadmin', body: (w) => ({ user_id: w.users.fullAdmin.id }) },
};

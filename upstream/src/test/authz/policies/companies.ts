import type { Policy } from '../rules';
import { teamOf } from '../rules';
import { form, PNG } from '../world-kit';

const C = 'companies/{companyId}';
const read: Policy = { rule: 'company-read' };
const write = (body?: Policy['body'], params?: Policy['params']): Policy => ({ rule: 'company-write', body, params });
const image = { field: 'image', name: 'a.png', bytes: PNG, type: 'image/png' };

/** Company C (teams O and F) itself, its teams, users, assignees and cross-company lists. */
export const companyPolicies: Record<string, Policy> = {
  'GET companies': { rule: 'signed-in' },
  // A company is created with one of the caller's admin teams as owner.
  'POST companies': {
    rule: 'signed-in',
    body: (w, a) => form({ name: 'New Co', subdomain: `new-${a.toLowerCase()}`, team_id: teamOf(w, a) }),
    // Not an admin of the team named: a field error on team_id.
    except: { roMember: 422, fullMember: 422, impersonator: 422, superadmin: 422 },
  },
  'POST companies/generate-subdomain': { rule: 'signed-in', body: () => ({ name: 'Acme' }) },
  'POST companies/check-subdomain-availability': { rule: 'signed-in', body: () => ({ subdomain: 'free-name' }) },
  'GET companies/retailers': { rule: 'signed-in' },
  'GET companies/retailers/company-retailer': { rule: 'signed-in', query: (w) => `directory_retailer_id=${w.dirRetailer}` },
  'GET companies/retailers/dates': { rule: 'signed-in' },
  'GET companies/retailers/linked': { rule: 'signed-in' },
  [`GET ${C}`]: read,
  // The audit log: the company's admins only.
  [`GET ${C}/activity`]: { rule: 'company-write' },
  [`GET ${C}/trash`]: { rule: 'company-write' },
  [`POST ${C}`]: write(() => form({ _method: 'PUT', name: 'Acme' })),
  [`PUT ${C}`]: write(() => form({ name: 'Acme' })),
  [`DELETE ${C}`]: write(),
  // Attaching team X needs C's admin and X's admin (owner, fullAdmin); detaching team F.
  [`POST ${C}/team`]: write((w) => ({ team_id: w.teamX })),
  [`DELETE ${C}/team/{teamId}`]: write(),
  [`GET ${C}/users`]: read,
  [`POST ${C}/users`]: write(() => ({ email: 'full-admin@example.com', title: 'Lead' })),
  [`GET ${C}/users/{userId}`]: read,
  [`PUT ${C}/users/{userId}`]: write(() => ({ title: 'Chief buyer' })),
  [`DELETE ${C}/users/{userId}`]: write(),
  [`GET ${C}/assignees`]: read,
  [`POST ${C}/assignees`]: write((w) => ({ user_id: w.users.fullAdmin.id, assignable_type: 'product', assignable_id: w.product, role: 'Owner' })),
  [`GET ${C}/assignees/{assigneeId}`]: read,
  [`PUT ${C}/assignees/{assigneeId}`]: write(() => ({ role: 'Lead' })),
  [`DELETE ${C}/assignees/{assigneeId}`]: write(),
  [`GET ${C}/brands`]: read,
  [`POST ${C}/brands`]: write(() => form({ name: 'New brand' }, image)),
  [`GET ${C}/brands/{brandId}`]: read,
  [`POST ${C}/brands/{brandId}`]: write(() => form({ _method: 'PUT', name: 'Sunny' })),
  [`PUT ${C}/brands/{brandId}`]: write(() => form({ name: 'Sunny' })),
  [`DELETE ${C}/brands/{brandId}`]: write(),
  [`GET ${C}/products`]: read,
  [`POST ${C}/products`]: write(() => ({ name: 'New product' })),
  [`GET ${C}/products/{productId}`]: read,
  [`PUT ${C}/products/{productId}`]: write(() => ({ name: 'Soap' })),
  [`DELETE ${C}/products/{productId}`]: write(),
  [`GET ${C}/products/{productId}/images`]: read,
  [`POST ${C}/products/{productId}/images`]: write(() => form({ title: 'Back' }, image)),
  [`GET ${C}/products/{productId}/images/{imageId}`]: read,
  [`POST ${C}/products/{productId}/images/{imageId}`]: write(() => form({ _method: 'PUT', title: 'Front' })),
  [`PUT ${C}/products/{productId}/images/{imageId}`]: write(() => form({ title: 'Front' })),
  [`DELETE ${C}/products/{productId}/images/{imageId}`]: write(),
};

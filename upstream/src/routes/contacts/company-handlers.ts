import type { OpenAPIHono } from '@hono/zod-openapi';
import { contactBody, contactUpdateBody } from '@/lib/contract/relations';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createContact } from '../../services/contacts/create-contact';
import { deleteContact } from '../../services/contacts/delete-contact';
import { findContact } from '../../services/contacts/find-contact';
import { listContacts } from '../../services/contacts/list-contacts';
import { updateContact } from '../../services/contacts/update-contact';
import { readInput } from '../../lib/read-input';
import { parsePatch } from '../../lib/parse-patch';
import { idHook } from '../../lib/path-ids';
import { numericIds } from '../../lib/path-ids';
import { createContactRoute, deleteContactRoute, listContactsRoute, showContactRoute, updateContactRoute } from './company-routes';

/** `companies/{companyId}/contacts[/{contactId}]`: members read, admins write; other companies' contacts are 404. */
export function registerCompanyContactHandlers(router: OpenAPIHono<AppEnv>): void {
  router.openapi(
    numericIds(router, listContactsRoute),
    async (c) => {
      const { companyId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json(await listContacts(c.var.deps.db, companyId, c.req.valid('query')), 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, createContactRoute),
    async (c) => {
      const { companyId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      return c.json({ data: await createContact(deps, companyId, parseOr422(contactBody, input)) }, 201);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, showContactRoute),
    async (c) => {
      const { companyId, contactId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
      return c.json({ data: await findContact(c.var.deps.db, companyId, contactId) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, updateContactRoute),
    async (c) => {
      const { companyId, contactId } = c.req.valid('param');
      const deps = c.var.deps;
      await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
      const { input } = await readInput(c, deps.config.uploadMaxBytes);
      return c.json({ data: await updateContact(deps, companyId, contactId, parsePatch(contactUpdateBody, input)) }, 200);
    },
    idHook,
  );

  router.openapi(
    numericIds(router, deleteContactRoute),
    async (c) => {
      const { companyId, contactId } = c.req.valid('param');
      await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
      await deleteContact(c.var.deps.db, companyId, contactId);
      return c.json({ message: 'Contact has been deleted.' }, 200);
    },
    idHook,
  );
}

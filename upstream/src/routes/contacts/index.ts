import { contactBody, contactUpdateBody } from '@/lib/contract/relations';
import { contactMessages } from '../../db/schema';
import { parsePatch } from '../../lib/parse-patch';
import { hitRateLimit } from '../../lib/rate-limit';
import { readInput } from '../../lib/read-input';
import { createResourceRouter, jsonOrForm } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createContact } from '../../services/contacts/create-contact';
import { deleteContact } from '../../services/contacts/delete-contact';
import { findContact, listContacts } from '../../services/contacts/read-contacts';
import { updateContact } from '../../services/contacts/update-contact';
import { createContactRoute, deleteContactRoute, listContactsRoute, showContactRoute, updateContactRoute } from './company-routes';
import { contactRoute } from './routes';

/**
 * A company's contacts (`companies/{companyId}/contacts[/{contactId}]`: members read, admins write;
 * other companies' contacts are 404) and the public contact form (`POST contacts`).
 */
const { router, route } = createResourceRouter({ tag: 'company contacts', access: { ability: 'companies' } });
export const contactsRouter = router;

route(listContactsRoute, async (c) => {
  const { companyId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json(await listContacts(c.var.deps.db, companyId, c.req.valid('query')), 200);
});

route(
  createContactRoute,
  async (c) => {
    const { companyId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await createContact(deps, companyId, parseOr422(contactBody, input)) }, 201);
  },
  { body: jsonOrForm(contactBody) },
);

route(showContactRoute, async (c) => {
  const { companyId, contactId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await findContact(c.var.deps.db, companyId, contactId) }, 200);
});

route(
  updateContactRoute,
  async (c) => {
    const { companyId, contactId } = c.req.valid('param');
    const deps = c.var.deps;
    await requireCompany(deps.db, c.var.auth.user.id, companyId, 'write');
    const { input } = await readInput(c, deps.config.uploadMaxBytes);
    return c.json({ data: await updateContact(deps, companyId, contactId, parsePatch(contactUpdateBody, input)) }, 200);
  },
  { body: jsonOrForm(contactUpdateBody) },
);

route(deleteContactRoute, async (c) => {
  const { companyId, contactId } = c.req.valid('param');
  await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  await deleteContact(c.var.deps.db, companyId, contactId);
  return c.json({ message: 'Contact has been deleted.' }, 200);
});

/** The public contact form: stored, and a copy mailed to the team's inbox (MAIL_FROM). */
const contactForm = createResourceRouter({ tag: 'contacts', access: 'public' });
contactForm.route(contactRoute, async (c) => {
  const body = c.req.valid('json');
  const { db, mailer, config, now } = c.var.deps;
  await hitRateLimit(db, { key: `contact:ip:${c.var.clientIp}`, limit: 10, windowSeconds: 3600 }, now());
  await db.insert(contactMessages).values(body);
  const inbox = config.mail.from.match(/<([^>]+)>/)?.[1] ?? config.mail.from;
  await mailer.send({
    to: inbox,
    subject: `Contact form: ${body.subject}`,
    text: `From: ${body.name} <${body.email}>\n\n${body.message}\n`,
  });
  return c.json({ message: 'Thank you. We will get back to you soon.' }, 201);
});
router.route('/', contactForm.router);

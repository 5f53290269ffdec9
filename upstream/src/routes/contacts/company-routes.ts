import { contactListQuery, contactResource } from '@/lib/contract/relations';
import { companyRecordRoutes } from '../../lib/company-record-routes';

const routes = companyRecordRoutes({
  segment: 'contacts',
  idName: 'contactId',
  resource: contactResource,
  listQuery: contactListQuery,
  listAnswer: "The company's contacts, paged",
  oneAnswer: 'The contact, with the name of its retailer',
  fields: 'JSON or form: first_name, last_name, email, phone, title, notes, company_retailer_id (a retailer of this company).',
  updateNote: 'Only the fields sent change; an empty value (or null) clears one. Admins only.',
  deleteDescription: 'Admins only.',
});

export const listContactsRoute = routes.list;
export const createContactRoute = routes.create;
export const showContactRoute = routes.show;
export const updateContactRoute = routes.update;
export const deleteContactRoute = routes.remove;

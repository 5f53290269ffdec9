import type { TestApp } from '../create-test-app';
import type { BaseWorld } from './world';
import { form, must, PNG } from './world-kit';
import { importsSettled } from '../../services/imports/drain-imports';

const image = { field: 'image', name: 'a.png', bytes: PNG, type: 'image/png' };

/** Company C's catalogue and relations, the directories, and workspace W's records — all by the owner, through the API. */
export async function seedCatalogue(t: TestApp, w: BaseWorld) {
  const tk = w.users.owner.token;
  const c = `companies/${w.company}`;
  const id = async (path: string, body: Record<string, unknown> | FormData) => (await must(t, tk, 'POST', path, body)).id;
  const brand = await id(`${c}/brands`, form({ name: 'Sunny' }));
  const brand2 = await id(`${c}/brands`, form({ name: 'Spare brand' }));
  const product = await id(`${c}/products`, { name: 'Soap', brand_id: brand });
  const product2 = await id(`${c}/products`, { name: 'Spare product' });
  const productImage = await id(`${c}/products/${product}/images`, form({ title: 'Front' }, image));
  const category = await id(`${c}/retailers/categories`, { name: 'Grocery' });
  const retailer = await id(`${c}/retailers`, { name: 'Target', locations: ['Austin, TX'] });
  const retailer2 = await id(`${c}/retailers`, { name: 'Spare retailer' });
  const retailerProduct = await id(`${c}/retailers/${retailer}/products`, { product_id: product });
  const contact = await id(`${c}/contacts`, { first_name: 'Carla', company_retailer_id: retailer });
  const review = await id(`${c}/reviews`, { rating: 5, company_retailer_id: retailer });
  const dirRetailer = await id('retailers', { name: 'Directory Mart' });
  const dirPartner = await id('partners', { name: 'Directory Partner' });
  const dirPartner2 = await id('partners', { name: 'Spare Partner' });
  const dirDistributor = await id('distributors', { name: 'Directory Distributor' });
  const dirDistributor2 = await id('distributors', { name: 'Spare Distributor' });
  const partner = await id(`${c}/partners`, { name: 'Partner' });
  const distributor = await id(`${c}/distributors`, { name: 'Distributor' });
  const masterPartner = await id(`${c}/master-partners`, { directory_id: dirPartner });
  const masterDistributor = await id(`${c}/master-distributors`, { directory_id: dirDistributor });
  const assignee = await id(`${c}/assignees`, { user_id: w.users.fullMember.id, assignable_type: 'brand', assignable_id: brand, role: 'Lead' });
  const companyUser = await must<{ id: number; user_id: number }>(t, tk, 'POST', `${c}/users`, { email: 'full-member@example.com', title: 'Buyer' });
  const upload = (await must<{ path: string }>(t, tk, 'POST', 'uploads', form({}, image))).path;
  const wsPath = `workspaces/${w.ws}`;
  const wsRetailer = await id(`${wsPath}/retailers`, { company_retailer_id: retailer });
  const wsBrand = await id(`${wsPath}/brands`, { company_brand_id: brand });
  const wsProduct = await id(`${wsPath}/products`, { company_product_id: product });
  const note = await id(`${wsPath}/retailers/${wsRetailer}/notes`, { body: 'A note' });
  // A previewed spreadsheet import (decision 0028): confirmable, and previewed again by allowed writers.
  const worldCsv = { field: 'file', name: 'world.csv', bytes: new TextEncoder().encode('SKU,Product\nW-1,World product\n'), type: 'text/csv' };
  const spreadsheetImport = await id(`${c}/imports`, form({}, worldCsv));
  await must(t, tk, 'POST', `${c}/imports/${spreadsheetImport}/preview`, { mapping: { SKU: 'product_sku', Product: 'product_name' } });
  await importsSettled();
  return {
    brand,
    brand2,
    product,
    product2,
    productImage,
    category,
    retailer,
    retailer2,
    retailerProduct,
    contact,
    review,
    dirRetailer,
    dirPartner,
    dirPartner2,
    dirDistributor,
    dirDistributor2,
    partner,
    distributor,
    masterPartner,
    masterDistributor,
    assignee,
    companyUser,
    upload,
    wsRetailer,
    wsBrand,
    wsProduct,
    note,
    spreadsheetImport,
  };
}
export type Catalogue = Awaited<ReturnType<typeof seedCatalogue>>;

/** Section 8 texts of the retailer screens: success toast titles and error fallbacks. */
export const RETAILER_MSG = {
  fetchList: 'Error fetching retailers',
  fetchOne: 'Error fetching retailer',
  create: 'Error creating retailer',
  update: 'Error updating retailer',
  delete: 'Error deleting retailer',
  created: 'Retailer created',
  updated: 'Retailer updated',
  deleted: 'Retailer deleted',
} as const;

export const CATEGORY_MSG = {
  fetchList: 'Error fetching retailer categories',
  create: 'Error creating retailer category',
  update: 'Error updating retailer category',
  delete: 'Error deleting retailer category',
  updated: 'Category renamed',
  deleted: 'Category deleted',
} as const;

export const RETAILER_PRODUCT_MSG = {
  fetchList: 'Error fetching products',
  fetchOptions: 'Error fetching products',
  create: 'Error adding product',
  update: 'Error updating product',
  delete: 'Error deleting products',
  created: 'Product added',
  updated: 'Product updated',
  deleted: 'Product removed',
} as const;

export const CONTACT_MSG = {
  fetchList: 'Error fetching contacts',
  create: 'Error creating contact',
  update: 'Error updating contact',
  delete: 'Error deleting contacts',
  created: 'Contact created',
  updated: 'Contact updated',
  deleted: 'Contact deleted',
} as const;

export const REVIEW_MSG = {
  fetchList: 'Error fetching reviews',
  create: 'Error creating review',
  update: 'Error updating review',
  delete: 'Error deleting review',
  created: 'Review created',
  updated: 'Review updated',
  deleted: 'Review deleted',
} as const;

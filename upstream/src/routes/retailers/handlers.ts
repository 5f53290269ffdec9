import type { Context } from 'hono';
import { retailerBody, retailerUpdateBody } from '@/lib/contract/catalogue';
import type { CrossCompanyRetailer } from '@/lib/contract/catalogue';
import type { AppEnv } from '../../app-env';
import { parsePatch } from '../../lib/parse-patch';
import { chosenFile, readInput } from '../../lib/read-input';
import { parseOr422 } from '../../lib/validation';
import { requireCompany } from '../../services/access/company-guard';
import { createRetailer } from '../../services/retailers/create-retailer';
import { updateRetailer } from '../../services/retailers/update-retailer';

const LIST_KEYS = ['locations'] as const;

/** Create: the company's write access first, then the fields (JSON or multipart), then the image. */
export async function addRetailer(c: Context<AppEnv>, companyId: number): Promise<CrossCompanyRetailer> {
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  await requireCompany(deps.db, userId, companyId, 'write');
  const { input, files } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
  const body = parseOr422(retailerBody, input);
  return createRetailer(deps, userId, companyId, body, chosenFile(files.image));
}

/** Both update routes (PUT, and POST with `_method=PUT`): access first, then the fields, then the image. */
export async function applyUpdate(c: Context<AppEnv>, companyId: number, retailerId: number): Promise<CrossCompanyRetailer> {
  const deps = c.var.deps;
  const userId = c.var.auth.user.id;
  await requireCompany(deps.db, userId, companyId, 'write');
  const { input, files } = await readInput(c, deps.config.uploadMaxBytes, LIST_KEYS);
  const { remove_image: removeImage, ...patch } = parsePatch(retailerUpdateBody, input);
  return updateRetailer(deps, userId, companyId, retailerId, patch, { image: chosenFile(files.image), removeImage: removeImage === true });
}

import { importPreviewBody, monitorListingsBody } from '@/lib/contract/imports';
import { fieldError } from '../../lib/errors';
import { readJson } from '../../lib/request-body';
import { createResourceRouter } from '../../lib/resource-router';
import { readStreamingForm } from '../../lib/streaming-form';
import { SHEET_TYPES_TEXT, sniffSheet } from '../../lib/spreadsheet/sniff-sheet';
import { parseOr422 } from '../../lib/validation';
import { IMPORT_MAX_BYTES } from '@/lib/contract/imports';
import { contentDisposition } from '../../lib/document-response';
import { requireCompany } from '../../services/access/company-guard';
import { buildImportReport } from '../../services/imports/build-import-report';
import { confirmImport } from '../../services/imports/confirm-import';
import { createImport } from '../../services/imports/create-import';
import { monitorListings } from '../../services/imports/monitor-listings';
import { previewImport } from '../../services/imports/preview-import';
import { getImport, listImports } from '../../services/imports/read-imports';
import {
  confirmImportRoute,
  createImportRoute,
  getImportRoute,
  importBodies,
  importReportRoute,
  listImportsRoute,
  monitorListingsRoute,
  previewImportRoute,
} from './routes';

/**
 * `companies/{companyId}/imports` (decision 0028) and `…/listings/monitor`: members of the company's
 * teams read, their admins (who may add products) import. Access is checked before the body is read.
 */
const { router, route } = createResourceRouter({ tag: 'imports', access: { ability: 'companies' } });
export const importsRouter = router;

route(listImportsRoute, async (c) => {
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, c.req.valid('param').companyId, 'read');
  return c.json(await listImports(c.var.deps.db, access, c.req.valid('query')), 200);
});

route(
  createImportRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const form = await readStreamingForm(c, deps, { fileFields: ['file'], maxBytes: IMPORT_MAX_BYTES, sniff: sniffSheet, typesText: SHEET_TYPES_TEXT });
    const file = form.files.file?.[0];
    if (!file) throw fieldError('file', 'The file field is required.');
    try {
      return c.json({ data: await createImport(deps, access, file) }, 201);
    } catch (error) {
      await form.discard();
      throw error;
    }
  },
  { body: importBodies.create },
);

route(getImportRoute, async (c) => {
  const { companyId, importId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  return c.json({ data: await getImport(c.var.deps.db, access, importId) }, 200);
});

route(
  previewImportRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const { companyId, importId } = c.req.valid('param');
    const access = await requireCompany(deps.db, auth.user.id, companyId, 'write');
    const body = parseOr422(importPreviewBody, await readJson(c));
    return c.json({ data: await previewImport(deps, access, importId, body) }, 202);
  },
  { body: importBodies.preview },
);

route(confirmImportRoute, async (c) => {
  const { companyId, importId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'write');
  return c.json({ data: await confirmImport(c.var.deps, access, importId) }, 202);
});

route(importReportRoute, async (c) => {
  const { companyId, importId } = c.req.valid('param');
  const access = await requireCompany(c.var.deps.db, c.var.auth.user.id, companyId, 'read');
  const report = await buildImportReport(c.var.deps.db, access, importId);
  return c.body(report.csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': contentDisposition(report.fileName),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
});

route(
  monitorListingsRoute,
  async (c) => {
    const { deps, auth } = c.var;
    const access = await requireCompany(deps.db, auth.user.id, c.req.valid('param').companyId, 'write');
    const body = parseOr422(monitorListingsBody, await readJson(c));
    return c.json({ data: await monitorListings(deps, access, body.currency, body.retailer_id ?? null) }, 200);
  },
  { body: importBodies.monitor },
);

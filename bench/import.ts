/**
 * Spreadsheet imports end to end (decision 0028): an XLSX of BENCH_IMPORT_ROWS rows (default 5,000:
 * 1,000 products × 5 retailers, each row a brand, a product, a retailer and a listing with its URL)
 * uploaded, previewed (dry run), confirmed with `monitor_listings` and run to `done`, in process
 * through the app. Prints the time of each step and the progress events received, on PGlite and,
 * when DATABASE_URL is set, on PostgreSQL (a throwaway database). The issue asks for < 60 s.
 * Run: npm run -s bench:import
 */
import ExcelJS from 'exceljs';
import type { ImportResource } from '@/lib/contract/imports';
import { importsSettled } from '../upstream/src/services/imports/drain-imports';
import { createTestApp, releaseTestDatabases } from '../upstream/src/test/create-test-app';
import { makeTeam } from '../upstream/src/test/fixtures';
import { signUpUser } from '../upstream/src/test/helpers';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const RETAILERS = 5;

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Listings');
  ws.addRow(['Brand', 'Product', 'SKU', 'UPC', 'MSRP', 'MAP', 'Retailer', 'Retailer website', 'Price', 'Listing status', 'Product URL', 'Retailer SKU']);
  for (let n = 0; n < ROWS; n++) {
    const i = Math.floor(n / RETAILERS);
    const r = n % RETAILERS;
    ws.addRow([
      `Brand ${i % 20}`,
      `Product ${i}`,
      `SKU-${i}`,
      String(100000000000 + i),
      24.99,
      '19,99',
      `Retailer ${r}`,
      `retailer${r}.example`,
      '21,50 €',
      'listed',
      `https://retailer${r}.example/p/${i}`,
      `R${r}-${i}`,
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function run(engine: string, file: Buffer): Promise<void> {
  const t = await createTestApp();
  const user = await signUpUser(t, 'bench-import@example.com');
  const team = await makeTeam(t, [{ userId: user.id, role: 'admin' }]);
  const headers = { authorization: `Bearer ${user.token}` };
  const company = await t.app.request('/api/companies', {
    method: 'POST',
    headers,
    body: form({ name: 'Bench Co', subdomain: 'bench-co', team_id: String(team) }),
  });
  const companyId = ((await company.json()) as { data: { id: number } }).data.id;
  const api = (path: string, init: RequestInit = {}) =>
    t.app.request(`/api/companies/${companyId}/${path}`, { ...init, headers: { ...headers, ...init.headers } });
  const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const get = async (id: number) => ((await (await api(`imports/${id}`)).json()) as { data: ImportResource }).data;

  const started = performance.now();
  const up = await api('imports', { method: 'POST', body: form({}, new File([new Uint8Array(file)], 'bench.xlsx')) });
  const imp = ((await up.json()) as { data: ImportResource }).data;
  const uploaded = performance.now();
  await api(`imports/${imp.id}/preview`, json({ mapping: imp.mapping, options: { monitor_listings: true } }));
  await importsSettled();
  const previewed = await get(imp.id);
  const previewDone = performance.now();
  await api(`imports/${imp.id}/confirm`, { method: 'POST' });
  await importsSettled();
  const done = await get(imp.id);
  const finished = performance.now();
  const events = t.publisher.on(`private-App.Models.User.${user.id}`).filter((e) => e.event === 'import.progress').length;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `${engine.padEnd(10)} ${ROWS} rows: upload ${s(uploaded - started)}, preview ${s(previewDone - uploaded)} (${previewed.status}), ` +
      `import ${s(finished - previewDone)} (${done.status}), total ${s(finished - started)}; ${events} progress events; ` +
      `created ${done.counts?.products.create} products, ${done.counts?.listings.create} listings, ${done.counts?.pages.create} pages; ${done.error_count} errors`,
  );
  await t.close();
  await releaseTestDatabases();
}

function form(fields: Record<string, string>, file?: File): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  if (file) fd.append('file', file);
  return fd;
}

async function main() {
  const file = await workbook();
  console.log(`XLSX of ${ROWS} rows: ${(file.length / 1024).toFixed(0)} KB`);
  const serverUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  await run('PGlite', file);
  if (serverUrl) {
    process.env.DATABASE_URL = serverUrl;
    await run('PostgreSQL', file);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

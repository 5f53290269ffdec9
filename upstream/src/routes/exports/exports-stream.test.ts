import { products } from '../../db/schema';
import type { Cell, ExportSource } from '../../services/exports/export-dataset';
import { capNote, exportResponse } from '../../services/exports/export-response';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { scene } from '../../test/files-kit';
import { csvOf, parseCsv, xlsxOf } from './test-kit';

/** A source of `batches` batches of `size` rows that counts how many batches were read. */
function counted(batches: number, size: number) {
  const seen = { batches: 0 };
  const source: ExportSource = {
    headers: ['Id', 'Text'],
    kinds: ['number', 'text'],
    async *batches() {
      for (let b = 0; b < batches; b += 1) {
        seen.batches += 1;
        yield Array.from({ length: size }, (_, i): Cell[] => [b * size + i + 1, `row ${b * size + i + 1} ${'x'.repeat(200)}`]);
      }
    },
  };
  return { source, seen };
}

describe('streamed exports', () => {
  it('reads rows only as fast as the caller reads the body, and stops when the caller goes away', async () => {
    const { source, seen } = counted(40, 500);
    const res = exportResponse(source, { format: 'csv', fileName: 'x', sheet: 'x' });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).startsWith('Id,Text\r\n')).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.batches).toBeLessThan(10);
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.batches).toBeLessThan(10);
  });

  it('streams XLSX as it goes too: the first bytes leave before every row is read', async () => {
    const { source, seen } = counted(40, 500);
    const res = exportResponse(source, { format: 'xlsx', fileName: 'x', sheet: 'x' });
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(first.value?.[0]).toBe(0x50); // "PK": a zip
    await new Promise((r) => setTimeout(r, 100));
    expect(seen.batches).toBeLessThan(40);
    await reader.cancel();
  });

  it('stops at the cap with a note row saying so', async () => {
    const { source } = counted(3, 4);
    const csv = parseCsv(await exportResponse(source, { format: 'csv', fileName: 'x', sheet: 'x', max: 6 }).text());
    expect(csv.rows.map((r) => r.Id)).toEqual(['1', '2', '3', '4', '5', '6', capNote(6)]);
  });

  it('exports 5,000 products complete and in order, in CSV and XLSX', async () => {
    const t: TestApp = await createTestApp();
    try {
      const s = await scene(t);
      const rows = Array.from({ length: 5000 }, (_, i) => ({
        companyId: s.acme,
        name: `Item ${String(i + 1).padStart(4, '0')}`,
        sku: `SKU-${i + 1}`,
        msrpCents: i,
      }));
      for (let i = 0; i < rows.length; i += 1000) await t.deps.db.insert(products).values(rows.slice(i, i + 1000));
      const csv = await csvOf(t, s.owner.token, `companies/${s.acme}/exports/products`);
      // The scene's own product (Sunny Soap) comes first, in id order.
      expect(csv.rows).toHaveLength(5001);
      expect(csv.rows.slice(1).map((r) => r.Product)).toEqual(rows.map((r) => r.name));
      expect(csv.rows[5000]).toMatchObject({ SKU: 'SKU-5000', MSRP: '49.99' });
      const xlsx = await xlsxOf(t, s.owner.token, `companies/${s.acme}/exports/products?format=xlsx&search=item`);
      expect(xlsx.rows).toHaveLength(5000);
      expect(xlsx.rows[4999]).toMatchObject({ Product: 'Item 5000', MSRP: '49.99' });
    } finally {
      await t.close();
    }
  });
});

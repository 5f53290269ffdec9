import type { ImportResource } from '@/lib/contract/imports';
import { IMPORT_ENTITIES } from '@/lib/contract/imports';
import { ENTITIES, percentOf, rowsToImport, stepOf } from './labels';
import { FIELD_GROUPS, initialMapping, mappingProblems, sampleValues } from './mapping';
import { serverProblems } from './preview-problems';
import { applyProgress } from './use-import-live';

describe('import mapping', () => {
  it('groups every field once, by entity', () => {
    const all = FIELD_GROUPS.flatMap((g) => g.fields.map((f) => f.value));
    expect(all).toHaveLength(new Set(all).size);
    expect(all).toHaveLength(25);
    expect(FIELD_GROUPS.find((g) => g.label === 'Product')?.fields.map((f) => f.label)).toContain('SKU');
  });

  it('starts from the suggestion, one entry per header, unknown fields ignored', () => {
    expect(initialMapping(['Product', 'Item code', 'Odd'], { Product: 'product_name', Odd: 'nope' as 'product_sku' })).toEqual({
      Product: 'product_name',
      'Item code': null,
      Odd: null,
    });
  });

  it('says when a field takes two columns, when nothing is mapped, when no record is named', () => {
    const twice = mappingProblems({ A: 'product_name', B: 'product_name' });
    expect(twice.byHeader.B).toMatch(/already the field of column “A”/);
    expect(twice.byHeader.A).toBeUndefined();
    expect(twice.form).toMatch(/same field/);
    expect(mappingProblems({ A: null }).form).toMatch(/at least one column/);
    expect(mappingProblems({ A: 'product_msrp' }).form).toMatch(/names a record/);
    expect(mappingProblems({ A: 'product_sku', B: 'listing_url' })).toEqual({ form: null, byHeader: {} });
  });

  it('reads samples, steps, rows and percentages', () => {
    expect(ENTITIES).toEqual([...IMPORT_ENTITIES]);
    expect(sampleValues([['a', ''], ['', 'x'], ['a', 'y'], ['b'], ['c'], ['d']], 0)).toEqual(['a', 'b', 'c']);
    expect(stepOf('mapping')).toBe('Map columns');
    expect(stepOf('previewing')).toBe('Preview');
    expect(stepOf('running')).toBe('Import');
    expect(stepOf('failed')).toBe('Result');
    const errors = [
      { cell: 'D3', row: 3, column: 'MAP', message: 'x' },
      { cell: 'E3', row: 3, column: 'Price', message: 'y' },
    ];
    expect(rowsToImport({ row_count: 20, errors, error_count: 2 })).toBe(19);
    expect(rowsToImport({ row_count: 20, errors, error_count: 5 })).toBe(20);
    expect(percentOf({ done: 1, total: 3 })).toBe(33);
    expect(percentOf({ done: 0, total: 0 })).toBe(0);
  });

  it('sorts a refused dry run by where it shows', () => {
    expect(
      serverProblems({ 'mapping.Item code': ['Unknown field.'], 'options.currency': ['Bad.'], mapping: ['Map a product.'] }, ['The given data was invalid.']),
    ).toEqual({
      byHeader: { 'Item code': 'Unknown field.' },
      currency: ['Bad.'],
      form: ['Map a product.'],
    });
    expect(serverProblems({}, ['Conflict.']).form).toEqual(['Conflict.']);
  });

  it('moves the bar in place on a progress event; a new status asks for a read', () => {
    const item = { id: 7, status: 'running', progress: { done: 1, total: 10 } } as ImportResource;
    expect(applyProgress(item, { import_id: 7, status: 'running', done: 4, total: 10 })).toMatchObject({ progress: { done: 4, total: 10 } });
    expect(applyProgress(item, { import_id: 7, status: 'done', done: 10, total: 10 })).toBe('refetch');
    expect(applyProgress(item, { import_id: 8, status: 'running', done: 4, total: 10 })).toBeNull();
    expect(applyProgress(undefined, { import_id: 7, status: 'running', done: 4, total: 10 })).toBeNull();
  });
});

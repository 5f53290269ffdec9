import * as contract from '@/lib/contract/imports';
import { fileProblem, fileSize, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, uploadErrorMessages } from './upload-file';

describe('import upload', () => {
  it('states the contract’s limits', () => {
    expect([IMPORT_MAX_BYTES, IMPORT_MAX_ROWS]).toEqual([contract.IMPORT_MAX_BYTES, contract.IMPORT_MAX_ROWS]);
  });

  it('refuses other formats, empty and oversized files before sending', () => {
    expect(fileProblem({ name: 'a.pdf', size: 10 })).toMatch(/not a CSV or .xlsx/);
    expect(fileProblem({ name: 'a.csv', size: 0 })).toMatch(/empty/);
    expect(fileProblem({ name: 'a.XLSX', size: 11 * 1024 * 1024 })).toMatch(/larger than 10 MB/);
    expect(fileProblem({ name: 'a.xlsx', size: 1000 })).toBeNull();
  });

  it('says what the 413 and 422 answers mean', () => {
    expect(uploadErrorMessages({ status: 413, messages: ['Payload Too Large'], fieldErrors: {} })[0]).toMatch(/larger than 10 MB/);
    expect(uploadErrorMessages({ status: 422, messages: ['Invalid.'], fieldErrors: { file: ['The file has more than 50,000 rows.'] } })).toEqual([
      'The file has more than 50,000 rows.',
    ]);
    expect(uploadErrorMessages({ status: 422, messages: ['The file could not be read.'], fieldErrors: {} })).toEqual(['The file could not be read.']);
    expect(uploadErrorMessages({ status: 0, messages: [], fieldErrors: {} })[0]).toMatch(/did not reach/);
  });

  it('writes sizes', () => {
    expect(fileSize(2_500_000)).toBe('2.4 MB');
    expect(fileSize(100)).toBe('1 kB');
  });
});

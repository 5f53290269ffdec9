import { fileCreateBody, fileUpdateBody } from '@/lib/contract/files';
import type { FileRecord } from '@/lib/contract/files';
import { createFields, emptyFileForm, fileFormFrom, multipartBody, sourceErrors, updateFields, versionFields } from './file-form';
import { UPLOAD_LIMITS_TEXT } from './limits';

const values = { ...emptyFileForm([4, 9]), name: '  Q3 report ', category: 'Reports', retailerIds: [2, 3], brandId: 5, productId: null };

describe('createFields', () => {
  it('creates in the first workspace and shares with all of them; the contract accepts it', () => {
    const fields = createFields(values, { mode: 'upload', file: null });
    expect(fields).toMatchObject({
      name: 'Q3 report',
      workspace_id: 4,
      workspace_ids: '4,9',
      retailer_ids: '2,3',
      workspace_company_brand_id: 5,
      workspace_company_product_id: '',
    });
    expect(fields).not.toHaveProperty('external_url');
    const parsed = fileCreateBody.parse(fields);
    expect(parsed).toMatchObject({
      name: 'Q3 report',
      workspace_id: 4,
      workspace_ids: [4, 9],
      retailer_ids: [2, 3],
      category: 'Reports',
      workspace_company_brand_id: 5,
      workspace_company_product_id: null,
    });
  });

  it('sends the URL of a link and the contract checks it', () => {
    expect(fileCreateBody.parse(createFields(values, { mode: 'url', url: ' https://example.com/a ' })).external_url).toBe('https://example.com/a');
    const bad = fileCreateBody.safeParse(createFields(values, { mode: 'url', url: 'ftp://x' }));
    expect(bad.success).toBe(false);
  });

  it('is refused without a name or a workspace', () => {
    const result = fileCreateBody.safeParse(createFields({ ...values, name: ' ', workspaceIds: [] }, { mode: 'upload', file: null }));
    expect(result.success).toBe(false);
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'workspace_id']));
  });
});

describe('updateFields', () => {
  it('sends every detail so emptied ones clear', () => {
    const parsed = fileUpdateBody.parse(updateFields({ ...values, category: '', brandId: null, retailerIds: [] }));
    expect(parsed).toMatchObject({ category: null, workspace_company_brand_id: null, retailer_ids: [], workspace_ids: [4, 9] });
  });
});

describe('fileFormFrom', () => {
  it('puts the owner workspace first', () => {
    const file = {
      name: 'A',
      description: null,
      category: null,
      workspace_id: 9,
      workspace_ids: [4, 9],
      retailer_ids: [1],
      workspace_company_brand_id: null,
      workspace_company_product_id: 3,
    } as unknown as FileRecord;
    expect(fileFormFrom(file)).toEqual({ name: 'A', description: '', category: '', workspaceIds: [9, 4], retailerIds: [1], brandId: null, productId: 3 });
  });
});

describe('sourceErrors', () => {
  const file = (size: number) => new File([new Uint8Array(size)], 'a.pdf', { type: 'application/pdf' });
  it('needs a file, not empty, within the limit', () => {
    expect(sourceErrors({ mode: 'upload', file: null })).toEqual({ file: ['Choose a file to upload.'] });
    expect(sourceErrors({ mode: 'upload', file: file(0) })).toEqual({ file: ['The file is empty.'] });
    expect(sourceErrors({ mode: 'upload', file: file(11) }, 10)).toEqual({ file: ['The file may not be greater than 50 MB.'] });
    expect(sourceErrors({ mode: 'upload', file: file(10) }, 10)).toEqual({});
  });
  it('needs a URL for a link', () => {
    expect(sourceErrors({ mode: 'url', url: ' ' })).toEqual({ external_url: ['The external url field is required.'] });
    expect(sourceErrors({ mode: 'url', url: 'https://x.io' })).toEqual({});
  });
});

describe('multipartBody', () => {
  it('leaves out empty fields and puts the file last', () => {
    const doc = new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' });
    const form = multipartBody(createFields(values, { mode: 'upload', file: doc }), { mode: 'upload', file: doc });
    const keys = [...form.keys()];
    expect(keys[keys.length - 1]).toBe('file');
    expect(form.has('description')).toBe(false);
    expect(form.get('workspace_ids')).toBe('4,9');
    expect((form.get('file') as File).name).toBe('report.pdf');
  });
  it('sends only the URL for a link version', () => {
    const form = multipartBody(versionFields({ mode: 'url', url: 'https://x.io/v2' }), { mode: 'url', url: 'https://x.io/v2' });
    expect([...form.entries()]).toEqual([['external_url', 'https://x.io/v2']]);
  });
});

it('states the limits in one sentence', () => {
  expect(UPLOAD_LIMITS_TEXT).toBe('Up to 50 MB. PDF, Word, Excel, PowerPoint, OpenDocument, images, text, CSV or ZIP.');
});

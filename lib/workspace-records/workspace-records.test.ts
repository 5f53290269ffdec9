import { CONTENT_EVENT_KEYS, queryKeys } from '@/lib/api/query-keys';
import { canRemoveRecord } from './can-remove';
import { fileContentText, insightDetailText } from './content-text';
import { addedText, countText, formatBytes, isSubmitShortcut, personName, urlHost, wasEdited } from './format';
import { HOME_STATS, scopeQuery, statApi, statHref, statKey, totalOf } from './home-stats';
import { KINDS } from './kinds';
import { noteMessages, recordMessages } from './messages';
import { fileHref, insightHref, noteApi, noteCreateApi, notesApi, parseRecordId, recordHref, retailerSubApi } from './paths';
import { companyRecordIdOf, productOptionDetail, retailerOptionDetail } from './picker';
import { readRecordSort, writeRecordSort } from './list-sort';

const user = { id: 1, first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com', image: null };

describe('section 8 texts', () => {
  it('names each kind in its fallbacks and toasts', () => {
    expect(recordMessages('retailers')).toEqual({
      fetchList: 'Error fetching retailers',
      fetchOne: 'Error fetching retailers',
      create: 'Error creating retailers',
      delete: 'Error deleting retailers',
      added: 'Retailer added to the workspace',
      removed: 'Retailer removed from the workspace',
    });
    expect(recordMessages('brands').added).toBe('Brand added to the workspace');
    expect(recordMessages('products').delete).toBe('Error deleting products');
  });
  it('uses the spec texts for notes', () => {
    expect(noteMessages('retailers')).toMatchObject({
      fetch: 'Error fetching notes',
      create: 'Error creating notes',
      update: 'Error updating retailer note',
      delete: 'Error deleting notes',
      updated: 'Note has been updated successfully',
      deleted: 'Note deleted',
    });
    // Adding a note is inline: the note appearing is the feedback, so there is no "created" toast.
    expect(noteMessages('retailers')).not.toHaveProperty('created');
    expect(noteMessages('products').update).toBe('Error updating product note');
  });
});

describe('paths', () => {
  it('creates retailer notes at …/notes and brand or product notes at …/note (endpoints.txt)', () => {
    expect(noteCreateApi(3, 'retailers', 9)).toBe('workspaces/3/retailers/9/notes');
    expect(noteCreateApi(3, 'brands', 9)).toBe('workspaces/3/brands/9/note');
    expect(noteCreateApi(3, 'products', 9)).toBe('workspaces/3/products/9/note');
    expect(notesApi(3, 'brands', 9)).toBe('workspaces/3/brands/9/notes');
    expect(noteApi(5)).toBe('notes/5');
    expect(retailerSubApi(3, 9, 'reviews')).toBe('workspaces/3/retailers/9/reviews');
  });
  it('links files and insights to their screens with the id in the query', () => {
    expect(fileHref(3, 12)).toBe('/workspace/3/files?fileId=12');
    expect(insightHref('all', 4)).toBe('/workspace/all/insights?insightId=4');
    expect(recordHref(3, 'products', 8)).toBe('/workspace/3/products/8');
  });
  it.each([
    ['1', 1],
    ['2147483647', 2147483647],
    ['0', null],
    ['2147483648', null],
    ['99999999999', null],
    ['1e3', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('route id %p → %p', (raw, id) => {
    expect(parseRecordId(raw)).toBe(id);
  });
});

describe('create bodies', () => {
  it('send the picked company record under the contract field', async () => {
    expect((await KINDS.retailers.body()).parse({ company_retailer_id: '5' })).toEqual({ company_retailer_id: 5 });
    expect(KINDS.brands.field).toBe('company_brand_id');
    expect((await KINDS.products.body()).safeParse({}).success).toBe(false);
  });
});

describe('format', () => {
  it('counts and names', () => {
    expect(countText(1, 'note')).toBe('1 note');
    expect(countText(0, 'file')).toBe('0 files');
    expect(personName(user)).toBe('Ann Lee');
    expect(personName({ ...user, first_name: ' ', last_name: '' })).toBe('ann@example.com');
    expect(personName(null)).toBe('Former member');
  });
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [10 * 1024, '10 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [52428800, '50 MB'],
    [-1, ''],
  ])('bytes %p → %p', (n, text) => {
    expect(formatBytes(n)).toBe(text);
  });
  it('reads hosts and edits', () => {
    expect(urlHost('https://docs.example.com/a?b')).toBe('docs.example.com');
    expect(urlHost('not a url')).toBe('not a url');
    expect(wasEdited('2025-01-01T10:00:00Z', '2025-01-01T10:00:00Z')).toBe(false);
    expect(wasEdited('2025-01-01T10:00:00Z', '2025-01-01T10:00:00.500Z')).toBe(true);
    expect(wasEdited('2025-01-01T10:00:00Z', '2025-01-01T10:05:00Z')).toBe(true);
    expect(wasEdited('bad', '2025-01-01T10:05:00Z')).toBe(false);
  });
  it('submits a note on Ctrl+Enter or Cmd+Enter only', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false, nativeEvent: { isComposing: true } })).toBe(false);
    expect(isSubmitShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
  it('says who added a record and when', () => {
    const day = (iso: string) => iso.slice(0, 10);
    expect(addedText(user, '2025-03-04T10:00:00Z', day)).toBe('Added by Ann Lee on 2025-03-04');
    expect(addedText(null, '2025-03-04T10:00:00Z', day)).toBe('Added on 2025-03-04');
  });
});

describe('content rows', () => {
  const version = { id: 1, file_id: 1, version: 3, kind: 'upload' as const, external_url: null, document: null, uploaded_by: null, created_at: '' };
  it('describe the latest version of a file', () => {
    expect(
      fileContentText({
        latest_version: version,
        external_url: null,
        file: { original_name: 'plan.pdf', mime: 'application/pdf', size: 2048, download_url: '/api/x' },
      }),
    ).toBe('v3 · plan.pdf · 2 KB');
    expect(fileContentText({ latest_version: version, external_url: 'https://drive.example.com/d/1', file: null })).toBe('v3 · Link to drive.example.com');
  });
  it('describe an insight in one line', () => {
    expect(insightDetailText({ type: 'Pricing', retailer_name: 'Target', retailer_location: null, applicable_date: '2025-03-04' })).toBe(
      'Pricing · Target · for Mar 4, 2025',
    );
  });
});

describe('workspace home counts', () => {
  it('reads totals from paged bodies', () => {
    expect(totalOf({ data: [{}], meta: { total: 42 } })).toBe(42);
    expect(totalOf({ data: [{}, {}] })).toBe(2);
    expect(totalOf(null)).toBe(0);
  });
  it('asks for one item of the scope, newest first', () => {
    expect(scopeQuery([3, 4], 1)).toEqual({ workspace_ids: '3,4', page: 1, per_page: 1, sort: '-created_at' });
    expect(scopeQuery([], 5).workspace_ids).toBeUndefined();
    expect(statApi('retailers')).toBe('workspaces/retailers');
    expect(statApi('files')).toBe('files');
  });
  it('links gated sections only where the caller may create, never for all', () => {
    expect(statHref('retailers', '3', true)).toBe('/workspace/3/retailers');
    expect(statHref('retailers', '3', false)).toBeNull();
    expect(statHref('brands', 'all', true)).toBeNull();
    expect(statHref('files', 'all', false)).toBe('/workspace/all/files');
  });
  it('keeps every count under a prefix that live events refresh', () => {
    const prefixes = Object.values(CONTENT_EVENT_KEYS)
      .flat()
      .map((k) => JSON.stringify(k).slice(0, -1));
    for (const stat of HOME_STATS) {
      const key = JSON.stringify(statKey(stat, [3]));
      expect(prefixes.some((p) => key.startsWith(p))).toBe(true);
    }
    expect(statKey('brands', [3]).slice(0, 2)).toEqual([...queryKeys.workspaceRecords('brands')]);
  });
});

describe('pickers', () => {
  it('find the company record a workspace record links to', () => {
    const base = {
      id: 1,
      workspace_id: 1,
      workspace_name: 'W',
      company_id: 1,
      company_name: 'C',
      name: 'N',
      image: null,
      notes_count: 0,
      created_by: null,
      created_at: '',
    };
    expect(companyRecordIdOf('brands', { ...base, brand_id: 7, description: null, tagline: null, category: null, website_url: null })).toBe(7);
    expect(
      companyRecordIdOf('products', {
        ...base,
        product_id: 8,
        brand_id: null,
        brand_name: null,
        workspace_brand_id: null,
        description: null,
        sku: null,
        upc: null,
        category: null,
        msrp_cents: null,
      }),
    ).toBe(8);
  });
  it('describe options under their names', () => {
    const retailer = {
      id: 1,
      company_id: 1,
      company_name: 'Northwind',
      directory_retailer_id: null,
      category_id: null,
      category_name: 'Grocery',
      name: 'Target',
      website: null,
      description: null,
      locations: ['A', 'B'],
      image: null,
      products_count: 0,
      contacts_count: 0,
      created_at: '',
      updated_at: '',
    };
    expect(retailerOptionDetail(retailer)).toBe('Northwind · Grocery · 2 locations');
    expect(retailerOptionDetail({ ...retailer, category_name: null, locations: [] })).toBe('Northwind');
    const product = {
      id: 1,
      company_id: 1,
      brand_id: 2,
      brand_name: 'Acme',
      name: 'Soap',
      description: null,
      sku: 'S-1',
      upc: null,
      category: null,
      msrp_cents: null,
      map_cents: null,
      images: [],
      created_at: '',
      updated_at: '',
    };
    expect(productOptionDetail(product)).toBe('Acme · SKU S-1');
  });
});

describe('retailer list sort in the URL', () => {
  it('reads a known sort, else newest first', () => {
    expect(readRecordSort(new URLSearchParams('sort=name'))).toBe('name');
    expect(readRecordSort(new URLSearchParams('sort=rating'))).toBe('-created_at');
  });
  it('writes a sort back to page 1, leaving the filters alone', () => {
    expect(writeRecordSort(new URLSearchParams('page=3&retailer_ids=1,2&sort=name'), '-name').toString()).toBe('retailer_ids=1%2C2&sort=-name');
    expect(writeRecordSort(new URLSearchParams('sort=name&search=x'), '-created_at').toString()).toBe('search=x');
  });
});

describe('removing a record from a workspace', () => {
  const workspace = { id: 1, ownerTeamId: 10, teamIds: [10, 20], restrictResourceCreation: false, readOnlyTeamIds: [20] };
  it('is for who added it while their team may write, or a manager', () => {
    expect(canRemoveRecord({ userId: 5, createdById: 5, memberships: [{ teamId: 10, role: 'member' }], workspace })).toBe(true);
    expect(canRemoveRecord({ userId: 5, createdById: 6, memberships: [{ teamId: 10, role: 'member' }], workspace })).toBe(false);
    expect(canRemoveRecord({ userId: 5, createdById: 6, memberships: [{ teamId: 10, role: 'admin' }], workspace })).toBe(true);
  });
  it('is not for an admin of a read-only team (decision 0006)', () => {
    expect(canRemoveRecord({ userId: 5, createdById: 6, memberships: [{ teamId: 20, role: 'admin' }], workspace })).toBe(false);
    expect(
      canRemoveRecord({
        userId: 5,
        createdById: 6,
        memberships: [
          { teamId: 20, role: 'admin' },
          { teamId: 10, role: 'member' },
        ],
        workspace,
      }),
    ).toBe(false);
  });
  it('is not for an author whose only team became read-only', () => {
    expect(canRemoveRecord({ userId: 5, createdById: 5, memberships: [{ teamId: 20, role: 'member' }], workspace })).toBe(false);
    expect(canRemoveRecord({ userId: null, createdById: null, memberships: [{ teamId: 10, role: 'member' }], workspace })).toBe(false);
  });
});

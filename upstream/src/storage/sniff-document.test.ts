import { sniffDocument } from './sniff-document';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));
const ZIP = [0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0];

describe('sniffDocument', () => {
  it.each([
    ['a PDF, whatever its name', bytes('%PDF-1.7\n'), 'photo.png', { mime: 'application/pdf', ext: 'pdf' }],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'x.pdf', { mime: 'image/png', ext: 'png' }],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0]), 'x', { mime: 'image/jpeg', ext: 'jpg' }],
    [
      'a Word document (ZIP + .docx)',
      bytes(ZIP),
      'Plan.DOCX',
      { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
    ],
    ['a spreadsheet (ZIP + .xlsx)', bytes(ZIP), 'numbers.xlsx', { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' }],
    ['a ZIP under another name', bytes(ZIP), 'archive.exe', { mime: 'application/zip', ext: 'zip' }],
    ['a legacy Excel file (OLE + .xls)', bytes(OLE), 'old.xls', { mime: 'application/vnd.ms-excel', ext: 'xls' }],
    ['CSV text', bytes('a,b\n1,2\n'), 'sheet.csv', { mime: 'text/csv', ext: 'csv' }],
    ['text under an unknown extension, as plain text', bytes('<script>alert(1)</script>'), 'page.html', { mime: 'text/plain', ext: 'txt' }],
  ])('accepts %s', (_label, head, name, expected) => {
    expect(sniffDocument(head, name, true)).toEqual(expected);
  });

  it.each([
    ['an ELF executable', bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]), 'report.pdf'],
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0]), 'setup.txt'],
    ['an OLE container of an unknown kind', bytes(OLE), 'thing.msi'],
    ['binary bytes with NULs', bytes([1, 2, 0, 3]), 'data.txt'],
    ['invalid UTF-8', bytes([0x66, 0xff, 0xfe, 0x66]), 'notes.txt'],
    ['nothing at all', bytes(), 'empty.txt'],
  ])('refuses %s', (_label, head, name) => {
    expect(sniffDocument(head, name, true)).toBeNull();
  });

  it('allows a multi-byte character cut at the end of an incomplete head, not of a complete file', () => {
    const cut = bytes('caf', [0xc3]);
    expect(sniffDocument(cut, 'menu.txt', false)).toEqual({ mime: 'text/plain', ext: 'txt' });
    expect(sniffDocument(cut, 'menu.txt', true)).toBeNull();
  });
});

import { documentKind, formatBytes, formatDate, formatDateTime, nameFromFileName, urlHost } from './format';
import { personName } from '@/lib/people/person-name';

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(150 * 1024 * 1024)).toBe('150 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });
  it('gives nothing for impossible sizes', () => {
    expect(formatBytes(-1)).toBe('');
    expect(formatBytes(Number.NaN)).toBe('');
  });
});

describe('dates', () => {
  it('formats timestamps and ignores garbage', () => {
    expect(formatDateTime('2025-03-04T14:05:00Z')).toMatch(/2025/);
    expect(formatDate('2025-03-04T12:00:00Z')).toMatch(/Mar \d, 2025/);
    expect(formatDateTime('nope')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});

describe('personName', () => {
  it('uses the full name, else the e-mail, else says the user is gone', () => {
    expect(personName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(personName({ first_name: '', last_name: '', email: 'a@x.io' })).toBe('a@x.io');
    expect(personName(null)).toBe('Deleted user');
  });
});

describe('documentKind', () => {
  it('maps MIME types to icon kinds', () => {
    expect(documentKind('application/pdf')).toBe('pdf');
    expect(documentKind('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('word');
    expect(documentKind('application/vnd.ms-excel')).toBe('sheet');
    expect(documentKind('text/csv')).toBe('sheet');
    expect(documentKind('application/vnd.oasis.opendocument.presentation')).toBe('slides');
    expect(documentKind('image/png')).toBe('image');
    expect(documentKind('application/zip')).toBe('archive');
    expect(documentKind('text/plain')).toBe('text');
    expect(documentKind('application/octet-stream')).toBe('other');
    expect(documentKind(null)).toBe('link');
  });
});

describe('nameFromFileName', () => {
  it('drops the folder and the extension', () => {
    expect(nameFromFileName('Q3 report.final.pdf')).toBe('Q3 report.final');
    expect(nameFromFileName('C:\\fakepath\\notes.txt')).toBe('notes');
    expect(nameFromFileName('.env')).toBe('.env');
    expect(nameFromFileName('x'.repeat(300) + '.pdf')).toHaveLength(200);
  });
});

describe('urlHost', () => {
  it('shows the host of a URL, or the text when it is not one', () => {
    expect(urlHost('https://docs.example.com/a?b=1')).toBe('docs.example.com');
    expect(urlHost('not a url')).toBe('not a url');
  });
});

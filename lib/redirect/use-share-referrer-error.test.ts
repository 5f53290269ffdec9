import { ApiError } from '@/lib/api/api-error';
import { shareReferrerReturn } from './use-share-referrer-error';
import type { ShareReferrerInput } from './use-share-referrer-error';

const origin = 'https://app.example';
const apiError = (status: number, messages: string[]) =>
  new ApiError({ ok: false, status, message: messages[0] ?? 'Failed', messages, fieldErrors: {}, body: null });
const input = (over: Partial<ShareReferrerInput> = {}): ShareReferrerInput => ({
  error: apiError(404, ['File not found.']),
  message: 'Error fetching files',
  referrer: 'https://app.example/s/AbC123xyz9',
  origin,
  loadedPath: '/workspace/3/files',
  currentPath: '/workspace/3/files',
  ...over,
});

describe('shareReferrerReturn', () => {
  it('sends a record page opened from /s/ back to the link with the server message', () => {
    expect(shareReferrerReturn(input())).toBe('/s/AbC123xyz9?error=File+not+found.');
    expect(shareReferrerReturn(input({ error: apiError(403, ['You may not.']) }))).toBe('/s/AbC123xyz9?error=You+may+not.');
  });
  it('falls back to the screen text when the error says nothing', () => {
    expect(shareReferrerReturn(input({ error: new Error('boom') }))).toBe('/s/AbC123xyz9?error=Error+fetching+files');
  });
  it('does nothing without an error, or when not opened from a same-site /s/ link', () => {
    expect(shareReferrerReturn(input({ error: null }))).toBeNull();
    expect(shareReferrerReturn(input({ referrer: '' }))).toBeNull();
    expect(shareReferrerReturn(input({ referrer: 'https://app.example/workspace/3' }))).toBeNull();
    expect(shareReferrerReturn(input({ referrer: 'https://evil.example/s/AbC123xyz9' }))).toBeNull();
  });
  it('ignores errors on screens reached later by client-side navigation', () => {
    expect(shareReferrerReturn(input({ currentPath: '/workspace/3/tasks' }))).toBeNull();
    // Without the navigation entry, the page is taken as the one the link opened.
    expect(shareReferrerReturn(input({ loadedPath: null }))).toBe('/s/AbC123xyz9?error=File+not+found.');
  });
});

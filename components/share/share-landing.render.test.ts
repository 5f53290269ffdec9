/**
 * Server-renders the shared-link pages: each says what happened and offers the next step, with the
 * names the e2e journeys target (console.error fails a test).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ShareLanding } from './share-landing';
import type { ShareLandingKind } from './share-landing';
import { ShareLandingForward } from './share-landing-forward';
import { shareLine } from './share-line';

const render = (kind: ShareLandingKind, detail?: string) =>
  renderToString(createElement(ShareLanding, { kind, code: 'AbC123xyz9', detail, loginHref: '/login?redirect=%2Fs%2FAbC123xyz9' }));

describe('ShareLanding', () => {
  it.each([
    ['forbidden', 'You do not have access'],
    ['not-found', 'This link does not exist'],
    ['expired', 'This link has expired'],
    ['unavailable', 'This link cannot be opened right now'],
  ] as const)('%s: "%s" and a way home', (kind, title) => {
    const html = render(kind);
    expect(html).toContain(`<h1 id="share-landing-title" class="text-2xl font-semibold text-foreground">${title}</h1>`);
    expect(html).toContain('href="/"');
  });

  it('offers another account when this one has no access', () => {
    expect(render('forbidden')).toContain('Sign in with another account');
    expect(render('expired')).not.toContain('Sign in with another account');
  });

  it('explains an error a record page sent back, and lets the user try the link again', () => {
    const html = render('failed', 'File not found.');
    expect(html).toContain('The page could not be opened: File not found.');
    expect(html).toContain('href="/s/AbC123xyz9"');
    expect(html).toContain('Try again');
  });
});

describe('ShareLanding with who shared what', () => {
  const preview = { type: 'file', title: 'Q3 deck', shared_by: 'Ada Lovelace' } as const;
  const withPreview = (kind: ShareLandingKind) =>
    renderToString(createElement(ShareLanding, { kind, code: 'AbC123xyz9', preview, loginHref: '/login?redirect=%2Fs%2FAbC123xyz9' }));

  it('tells a signed-out visitor who shared what, then offers sign-in that returns to the link', () => {
    const html = withPreview('sign-in');
    expect(html).toContain('Ada Lovelace shared the file “Q3 deck” with you');
    expect(html).toContain('Sign in to open');
    expect(html).toContain('href="/login?redirect=%2Fs%2FAbC123xyz9"');
    expect(html).not.toContain('Request access');
  });

  it('offers a member without access to request it', () => {
    const html = withPreview('forbidden');
    expect(html).toContain('Ada Lovelace shared the file “Q3 deck” with you');
    expect(html).toContain('Request access');
    expect(html).toContain('Sign in with another account');
  });

  it('never shows the preview on a page that is not about access', () => {
    expect(withPreview('expired')).not.toContain('Q3 deck');
    expect(shareLine({ type: 'monitoring_version', title: 'Espresso', shared_by: null })).toBe('Someone shared the page version “Espresso” with you');
  });
});

describe('ShareLandingForward', () => {
  it('says where it is going and links there for browsers that do not move', () => {
    const html = renderToString(createElement(ShareLandingForward, { to: '/workspace/3/files?fileId=9' }));
    expect(html).toContain('Opening the shared record');
    expect(html).toContain('href="/workspace/3/files?fileId=9"');
  });
});

/** The shared detail header and contact row render the names, links and roles the detail screens relied on. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactRow, ContactRowActions } from './contact-row';
import { WebsiteLink } from './website-link';
import { DetailEditDelete, DetailHeader, DetailUnavailable } from './detail-header';

jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: jest.fn(), push: jest.fn() }) }));

const render = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
const back = { href: '/company/1/retailers', label: 'Retailers' };

describe('DetailHeader', () => {
  it('leads back with a link named by the place (the arrow hidden), the name as the h1, the subtitle and the actions', () => {
    const html = render(
      createElement(DetailHeader, {
        back,
        title: 'Target',
        avatar: { image: null },
        description: 'Mass',
        actions: createElement(DetailEditDelete, { onEdit: () => undefined, onDelete: () => undefined }),
      }),
    );
    expect(html).toMatch(/<a [^>]*href="\/company\/1\/retailers"/);
    expect(html).toContain('<span aria-hidden="true">← </span>Retailers</a>');
    expect(html).toMatch(/<h1[^>]*>.*Target.*<\/h1>/);
    expect(html).toContain('>Mass</p>');
    // Delete is not a red button beside Edit: it waits, with its confirmation, behind the "⋯".
    expect(html).toMatch(/>Edit<\/button>.*<button[^>]*aria-label="More actions"[^>]*aria-expanded="false"/);
    expect(html).not.toContain('>Delete');
  });

  it('says a missing record as an empty state, and another failure as an alert with "Try again"', () => {
    const missing = render(
      createElement(DetailUnavailable, {
        back,
        title: 'Retailer not found',
        missing: { title: 'This retailer does not exist', description: 'It may have been deleted.' },
        failure: 'x',
        onRetry: () => undefined,
      }),
    );
    expect(missing).toMatch(/<h1[^>]*>.*Retailer not found.*<\/h1>/);
    expect(missing).toContain('This retailer does not exist');
    expect(missing).not.toContain('role="alert"');
    const failed = render(createElement(DetailUnavailable, { back, title: 'Retailer', failure: 'Error getting the retailer.', onRetry: () => undefined }));
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Error getting the retailer. <button type="button" class="underline">Try again</button>');
  });
});

describe('ContactRow', () => {
  it('shows name · title, mail and phone links, the note, and actions named with the person', () => {
    const html = render(
      createElement(ContactRow, {
        name: 'Ann Lee',
        title: 'Buyer',
        email: 'ann@northwind.example',
        phone: '+1 (201) 555-0123',
        note: 'Prefers mornings',
        actions: createElement(ContactRowActions, { name: 'Ann Lee', onEdit: () => undefined, onRemove: () => undefined }),
      }),
    );
    expect(html).toContain('Ann Lee<span class="font-normal text-muted-foreground"> · Buyer</span>');
    expect(html).toContain('href="mailto:ann@northwind.example"');
    expect(html).toContain('href="tel:+12015550123"');
    expect(html).toContain('Prefers mornings');
    expect(html).toContain('aria-label="Edit Ann Lee"');
    expect(html).toContain('aria-label="Delete Ann Lee"');
  });

  it('leaves out what is not known', () => {
    const html = render(createElement(ContactRow, { name: 'Bo' }));
    expect(html).not.toContain('mailto:');
    expect(html).not.toContain('tel:');
  });
});

describe('WebsiteLink', () => {
  it('shows the host, or the whole address with `full`, in a new tab; other text stays text; none is a dash', () => {
    expect(render(createElement(WebsiteLink, { url: 'https://www.northwind.example/about' }))).toMatch(
      /target="_blank" rel="noopener noreferrer"[^>]*>northwind\.example<span class="sr-only"> \(opens in a new tab\)/,
    );
    expect(render(createElement(WebsiteLink, { url: 'https://instagram.com/northwind', full: true }))).toContain('>https://instagram.com/northwind<span');
    expect(render(createElement(WebsiteLink, { url: 'javascript:alert(1)' }))).not.toContain('<a');
    expect(render(createElement(WebsiteLink, { url: null }))).toContain('—');
  });
});

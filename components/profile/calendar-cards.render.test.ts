/**
 * Server-renders the profile's calendar cards: Google Calendar connected (what it does, the access in
 * plain words), needing a reconnect (the reason and a Reconnect link to Google), and not connected;
 * the calendar subscription (ICS) off, on, and on with the address just made (shown this once).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { calendarKeys } from '@/lib/calendar/calendar-keys';
import type { GoogleStatus } from '@/lib/contract/account';
import type { CalendarFeed } from '@/lib/contract/calendar';
import { CalendarFeedSection, CalendarFeedView } from './calendar-feed-section';
import { GoogleCalendarSection } from './google-calendar-section';

function render(element: ReactElement, seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  seed(client);
  return renderToString(createElement(QueryClientProvider, { client }, element));
}

const status = (over: Partial<GoogleStatus> = {}): GoogleStatus => ({
  configured: true,
  connected: true,
  google_email: 'ada@gmail.com',
  needs_reconnect: false,
  reconnect_reason: null,
  auth_url: null,
  ...over,
});
const google = (s: GoogleStatus) => render(createElement(GoogleCalendarSection), (c) => c.setQueryData(calendarKeys.googleStatus, s));
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/&#x27;/g, "'");

describe('Google Calendar card', () => {
  it('says what it does and what access it asks for when connected', () => {
    const html = text(google(status()));
    expect(html).toContain("Meetings you organise or attend are added to your Google Calendar and kept up to date; attendees get Google's invitations.");
    expect(html).toContain('Connected as <span');
    expect(html).toContain('ada@gmail.com');
    expect(html).toContain("see and edit events in your calendar and to see when you're busy — nothing else");
    expect(html).toContain('>Disconnect</button>');
    expect(html).not.toContain('needs reconnecting');
  });

  it('shows the reason and a Reconnect link to Google when Google refused the grant', () => {
    const html = text(
      google(
        status({ needs_reconnect: true, reconnect_reason: 'Google says the access was revoked.', auth_url: 'https://accounts.google.com/o/oauth2/auth?x=1' }),
      ),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Google Calendar needs reconnecting');
    expect(html).toContain('Google says the access was revoked.');
    expect(html).toMatch(/<a href="https:\/\/accounts\.google\.com\/o\/oauth2\/auth\?x=1"[^>]*>Reconnect Google Calendar<\/a>/);
    expect(html).not.toContain('Connected as');
  });

  it('offers to connect when not connected', () => {
    const html = text(google(status({ connected: false, google_email: null, auth_url: 'https://accounts.google.com/auth' })));
    expect(html).toMatch(/<a href="https:\/\/accounts\.google\.com\/auth"[^>]*>Connect Google Calendar<\/a>/);
    expect(html).not.toContain('>Disconnect</button>');
  });
});

describe('calendar subscription (ICS) card', () => {
  const on: CalendarFeed = { enabled: true, created_at: '2026-03-04T12:00:00Z', url: null };
  const noop = () => {};
  const view = (feed: CalendarFeed, newUrl: string | null) =>
    text(render(createElement(CalendarFeedView, { feed, newUrl, creating: false, onCreate: noop, onRegenerate: noop, onTurnOff: noop })));

  it('offers to create an address when off', () => {
    const html = text(
      render(createElement(CalendarFeedSection), (c) => c.setQueryData(calendarKeys.calendarFeed, { enabled: false, created_at: null, url: null })),
    );
    expect(html).toContain('Calendar subscription (ICS)');
    expect(html).toContain('>Create subscription address</button>');
    expect(html).not.toContain('Turn off');
  });

  it('shows the address just made in a copy field, once', () => {
    const url = 'http://localhost:3000/calendar/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
    const html = view(on, url);
    expect(html).toContain('Copy it now — for Outlook, Apple Calendar or any app that subscribes to a calendar by URL.');
    expect(html).toMatch(/<label for="calendar-feed-url"[^>]*>Calendar subscription address<\/label>/);
    expect(html).toContain(`value="${url}"`);
    expect(html).toContain('>Copy</button>');
    expect(html).toContain('>Make a new address</button>');
    expect(html).toContain('>Turn off</button>');
  });

  it('never shows an address it was not just given', () => {
    const html = view(on, null);
    expect(html).toContain('On since Mar 4, 2026.');
    expect(html).not.toContain('calendar-feed-url');
    expect(html).toContain('Lost it? Make a new one.');
    const section = text(render(createElement(CalendarFeedSection), (c) => c.setQueryData(calendarKeys.calendarFeed, on)));
    expect(section).toContain('>Make a new address</button>');
    expect(section).not.toContain('calendar-feed-url');
  });
});

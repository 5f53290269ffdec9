'use client';

import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The card's frame while its code loads: same title, so the page does not shift when it arrives. */
const placeholder = (title: string, id: string) =>
  function CalendarCardLoading() {
    return (
      <Card id={id}>
        <CardHeader title={title} />
        <CardBody>
          <Spinner label={`Loading ${title}`} />
        </CardBody>
      </Card>
    );
  };

/**
 * The profile's two calendar cards, each its own chunk loaded once the page is up: they read their
 * state in the browser anyway (a spinner either way), and below the fold they need not weigh on the
 * profile's first load (e2e/first-load-js.spec.ts).
 */
export const GoogleCalendarCard = clientOnly(
  () => import('./google-calendar-section').then((m) => m.GoogleCalendarSection),
  placeholder('Google Calendar', 'google-calendar'),
);
export const CalendarFeedCard = clientOnly(
  () => import('./calendar-feed-section').then((m) => m.CalendarFeedSection),
  placeholder('Calendar subscription (ICS)', 'calendar-subscription'),
);

import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { LegalPage } from '@/components/public/legal-page';
import type { LegalSection } from '@/components/public/legal-page';

export const metadata: Metadata = {
  title: 'Privacy Policy',
  description: 'What personal data Collab collects, why, and the choices you have.',
};

const sections: LegalSection[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <>
        <p>We collect only what we need to run Collab for you:</p>
        <ul>
          <li>
            <strong>Account details</strong>: your first and last name, email address, profile image and, if you add one, your phone number.
          </li>
          <li>
            <strong>Business details</strong> you give at sign-up, such as your company name and role.
          </li>
          <li>
            <strong>Content</strong> you and your colleagues add: teams, workspaces, companies, files, insights, meetings, tasks, notes and discussions.
          </li>
          <li>
            <strong>Usage records</strong> needed for the service, such as notifications, invites and which records you have viewed, so your notification count
            stays correct.
          </li>
          <li>
            <strong>Messages</strong> you send us through the <Link href="/contact">contact form</Link>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>to sign you in by sending a one-time code to your email address;</li>
        <li>to show your work to the teams and workspaces you belong to, and to deliver invites and notifications;</li>
        <li>to send live updates to your browser while you are signed in;</li>
        <li>to answer your questions and support requests;</li>
        <li>to keep the service secure and to investigate misuse.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who can see your data',
    body: (
      <>
        <p>
          Members of a team or workspace can see the content shared in it and the names of the other members. Collab administrators can review workspace
          requests and, to help with a support request, may view the app as a particular user. Such a session ends as soon as the administrator leaves it.
        </p>
        <p>
          We do not sell personal data. We use service providers (for hosting, email delivery and realtime messaging) who process data only on our instructions.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Third-party services',
    body: (
      <>
        <p>
          If you connect Google Calendar, Collab asks Google only to see and edit events in your calendar and to see when you are busy. We store the access
          tokens Google gives us, the email address of your Google account, and the identifiers of the events we create, so we can update them.
        </p>
        <ul>
          <li>
            <strong>What we write</strong>: an event for each meeting you organise, in your primary calendar, kept up to date when the meeting changes; Google
            sends its invitations to the attendees. For a meeting you attend whose organiser has not connected Google Calendar, the event goes into your own
            primary calendar instead.
          </li>
          <li>
            <strong>What we read</strong>: only when someone schedules a meeting with you, the times you are busy that day (never what the events are). Busy
            times are shown to the person scheduling and are not stored.
          </li>
          <li>
            <strong>Disconnecting</strong> from your profile revokes Collab&apos;s access at Google and deletes the stored tokens. Events already added stay in
            your calendar but are no longer updated. If Google cannot be reached at that moment, you can remove the access yourself in your Google Account
            permissions.
          </li>
        </ul>
        <p>
          If you turn on a calendar subscription address (ICS), anyone who has that address can see your meetings, so keep it private. We store only a hashed
          form of its secret; you can replace the address or turn it off from your profile at any time.
        </p>
        <p>
          When you enter a phone number, your browser may ask a country lookup service which country your internet address belongs to, only to preselect the
          right country code. You can always pick a different country.
        </p>
      </>
    ),
  },
  {
    id: 'storage',
    heading: 'Cookies and local storage',
    body: (
      <p>
        Collab uses a single session cookie and one local storage entry. Both are needed for the app to work; neither is used for advertising. The{' '}
        <Link href="/cookies">cookie policy</Link> describes them in detail.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your account data while your account is active. Content belongs to the workspaces it was shared in and stays available to their members until it
        is deleted. Contact-form messages are kept for as long as needed to deal with your request.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your choices and rights',
    body: (
      <p>
        You can update your profile, remove your phone number, revoke API tokens, disconnect Google Calendar and turn off your calendar subscription address
        yourself. You can also ask us for a copy of your personal data, or ask us to correct or delete it, by writing to us through the{' '}
        <Link href="/contact">contact page</Link>.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="6 December 2026"
      intro={
        <p>
          Collab is a collaboration tool for businesses. This policy explains, in plain language, what personal data we handle when you use it, why we need it,
          and how you stay in control.
        </p>
      }
      sections={sections}
    />
  );
}

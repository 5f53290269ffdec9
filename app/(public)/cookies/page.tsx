import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { LegalPage } from '@/components/public/legal-page';
import type { LegalSection } from '@/components/public/legal-page';

export const metadata: Metadata = {
  title: 'Cookie Policy',
  description: 'The one session cookie and the one local storage entry Collab uses.',
};

const items = [
  {
    name: 'collab_session',
    kind: 'Cookie (httpOnly)',
    purpose: 'Keeps you signed in.',
    lifetime: 'Until you log out or the session expires',
  },
  {
    name: 'selected_workspaces',
    kind: 'Local storage',
    purpose: 'Remembers which workspaces you picked for the “all workspaces” view.',
    lifetime: 'Until you change the selection or clear your browser data',
  },
];

const sections: LegalSection[] = [
  {
    id: 'summary',
    heading: 'At a glance',
    body: (
      <ul className="grid list-none! gap-4 pl-0! sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.name} className="rounded-card border border-border bg-surface p-4 pl-4! text-sm shadow-xs">
            <p>
              <code>{item.name}</code>
            </p>
            <dl className="mt-3 grid grid-cols-[5rem_1fr] gap-x-3 gap-y-2">
              <dt className="font-medium text-muted-foreground">Type</dt>
              <dd>{item.kind}</dd>
              <dt className="font-medium text-muted-foreground">Purpose</dt>
              <dd>{item.purpose}</dd>
              <dt className="font-medium text-muted-foreground">Kept</dt>
              <dd>{item.lifetime}</dd>
            </dl>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'session-cookie',
    heading: 'The session cookie: collab_session',
    body: (
      <>
        <p>
          When you sign in, Collab sets one cookie named <code>collab_session</code>. It holds your sign-in token in encrypted and signed form, so that each
          page you open knows who you are. When a Collab administrator is helping you by viewing the app as your user, it also holds the administrator&apos;s
          own token so that they can return to their account afterwards.
        </p>
        <ul>
          <li>
            It is an <strong>httpOnly</strong> cookie: scripts running in the page cannot read it, which protects your session if a page were ever compromised.
          </li>
          <li>It is sent only to Collab itself, never to other websites.</li>
          <li>It is removed when you log out.</li>
        </ul>
        <p>This cookie is strictly necessary: without it you cannot stay signed in, so it cannot be switched off while you use the app.</p>
      </>
    ),
  },
  {
    id: 'local-storage',
    heading: 'Local storage: selected_workspaces',
    body: (
      <>
        <p>
          In a workspace you can choose <em>All</em> to see retailers, insights, files, meetings and tasks from several workspaces at once. Collab remembers
          which workspaces you selected under the local storage key <code>selected_workspaces</code>, so your choice is still there the next time you open the
          app.
        </p>
        <p>
          It contains only workspace numbers and stays in your browser on this device. Unlike a cookie, it is not sent along with every request; the app reads
          it only to ask for data from the workspaces you picked. You can remove it by clearing your browser&apos;s site data; you will then just need to pick
          your workspaces again.
        </p>
      </>
    ),
  },
  {
    id: 'no-tracking',
    heading: 'No tracking or advertising cookies',
    body: (
      <p>
        Collab does not use analytics, advertising or social-media cookies, and it does not track you across other websites. From time to time the app checks
        whether a newer version has been released; that check does not set or read any cookie.
      </p>
    ),
  },
  {
    id: 'questions',
    heading: 'Questions',
    body: (
      <p>
        For more on how we handle personal data, read the <Link href="/privacy">privacy policy</Link> or <Link href="/contact">contact us</Link>.
      </p>
    ),
  },
];

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      updated="22 November 2026"
      intro={
        <p>
          Collab keeps browser storage to the minimum: one session cookie to keep you signed in and one local storage entry to remember your workspace
          selection. This page explains both.
        </p>
      }
      sections={sections}
    />
  );
}

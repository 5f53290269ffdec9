import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { LegalPage } from '@/components/public/legal-page';
import type { LegalSection } from '@/components/public/legal-page';

export const metadata: Metadata = {
  title: 'Terms of Service',
  description: 'The terms that apply when you and your organisation use Collab.',
};

const sections: LegalSection[] = [
  {
    id: 'accounts',
    heading: '1. Your account',
    body: (
      <>
        <p>
          You sign in to Collab with your email address and a one-time verification code; there is no password to remember. Keep access to your mailbox secure,
          because anyone who can read your email can sign in as you.
        </p>
        <p>
          The details you give us (your name, email, phone number and business information) must be accurate and kept up to date. You are responsible for
          activity in your account, including activity through API tokens you create.
        </p>
      </>
    ),
  },
  {
    id: 'teams-workspaces',
    heading: '2. Teams, workspaces and roles',
    body: (
      <>
        <p>
          Work in Collab is organised into teams and workspaces. Team admins can invite people, change roles and remove members. Workspace owners decide which
          teams take part in a workspace and whether everyone or only the owner team&apos;s admins may create retailers, brands and products in it.
        </p>
        <p>New workspaces may need approval by a Collab administrator before they can be used. We may decline a request that breaks these terms.</p>
      </>
    ),
  },
  {
    id: 'your-content',
    heading: '3. Your content',
    body: (
      <>
        <p>
          Files, insights, meetings, tasks, notes, discussions and company data you add remain yours. You give us the permission we need to store, process and
          display that content so the service works, for example to show a file to the members of the workspace you shared it with.
        </p>
        <p>
          Only upload content you have the right to share. Everything in a workspace is visible to that workspace&apos;s members, so check who has access before
          you add confidential material.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: '4. Acceptable use',
    body: (
      <>
        <p>When using Collab you agree not to:</p>
        <ul>
          <li>break the law or infringe anyone&apos;s rights, including copyright and trade secrets;</li>
          <li>upload malware or try to access accounts, workspaces or data that are not yours;</li>
          <li>overload the service, or scrape it other than through the API and tokens we provide;</li>
          <li>use product monitoring to collect data from retailer sites in breach of their terms.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'integrations',
    heading: '5. Integrations and API tokens',
    body: (
      <p>
        You can connect a Google account so the meetings you organise or attend are added to your Google Calendar and kept up to date (when you organise one,
        Google sends the invitations), and so people scheduling a meeting with you can see when you are busy. You can also turn on a private calendar
        subscription address (ICS) for other calendar apps, and create full-access or custom API tokens. Connected services are governed by their own terms. You
        can disconnect Google Calendar (which revokes Collab&apos;s access at Google; events already added stay in your calendar), turn off the subscription
        address and revoke tokens at any time from your profile.
      </p>
    ),
  },
  {
    id: 'availability',
    heading: '6. Availability and changes',
    body: (
      <p>
        We work to keep Collab available and secure, but we cannot promise it will never be interrupted. We improve the product continuously; when a new version
        is released the app tells you and offers to refresh. If we make a change to these terms that materially affects you, we will let you know in advance.
      </p>
    ),
  },
  {
    id: 'ending',
    heading: '7. Ending your use',
    body: (
      <p>
        You may stop using Collab at any time. We may suspend or close accounts that break these terms or put other users at risk. Where we can, we will tell
        you first and give you a chance to export your content.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: '8. Liability',
    body: (
      <p>
        Collab is provided to businesses for professional use. To the extent the law allows, we are not liable for indirect or consequential losses, such as
        lost profits or lost data, arising from your use of the service. Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: '9. Questions',
    body: (
      <p>
        If anything here is unclear, <Link href="/contact">get in touch</Link> and we will be glad to explain.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="6 December 2026"
      intro={
        <p>
          These terms explain what you can expect from Collab and what we expect from you when you and your organisation use it to work with partners,
          retailers, distributors and colleagues. By creating an account or using Collab you agree to them.
        </p>
      }
      sections={sections}
    />
  );
}

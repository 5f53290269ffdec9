import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ContactForm } from '@/components/public/contact-form';
import { Card, CardBody } from '@/components/ui/card';
import { MailIcon } from '@/components/ui/more-icons';

export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Questions about Collab, your account or your data? Send us a message.',
};

const topics = [
  { title: 'Getting started', text: 'Setting up teams and workspaces, inviting partners, or moving your files over.' },
  { title: 'Account and billing', text: 'Access problems, workspace approval requests, API tokens and integrations.' },
  { title: 'Privacy requests', text: 'A copy of your data, corrections or deletion. See our privacy policy.' },
];

export default function ContactPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1fr_1.4fr] lg:gap-14">
      <div>
        <p className="text-sm font-medium text-primary">Contact</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">How can we help?</h1>
        <p className="mt-4 text-base leading-7 text-muted-foreground">
          Send us a message and a member of the Collab team will get back to you, usually within one business day.
        </p>
        <ul className="mt-8 space-y-5">
          {topics.map((t) => (
            <li key={t.title} className="flex gap-3">
              <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-control bg-primary-soft text-primary">
                <MailIcon className="size-4" />
              </span>
              <div>
                <h2 className="text-sm font-semibold text-foreground">{t.title}</h2>
                <p className="text-sm text-muted-foreground">{t.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted-foreground">
          We use what you send only to answer you. Read the{' '}
          <Link href="/privacy" className="font-medium text-primary underline underline-offset-2">
            privacy policy
          </Link>
          .
        </p>
      </div>
      <Card>
        <CardBody className="sm:p-8">
          <ContactForm />
        </CardBody>
      </Card>
    </div>
  );
}

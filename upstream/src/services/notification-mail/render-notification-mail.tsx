import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailGroup, NotificationMailModel } from './mail-model';

/** The app's light theme (app/globals.css): mail clients have no CSS variables and little dark-mode support. */
const C = {
  background: '#f7f8fb',
  card: '#ffffff',
  foreground: '#0f172a',
  muted: '#5b6478',
  border: '#e2e8f0',
  primary: '#4f46e5',
  rule: '#c7d2fe',
  onPrimary: '#ffffff',
};
const FONT = "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** "What I follow" → "what I follow": only the first letter, so "I" stays a capital. */
const phrase = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const time = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);

function Card({ group, timeZone }: { group: MailGroup; timeZone: string }) {
  return (
    <Section style={{ background: C.card, border: `1px solid ${C.border}`, borderRadius: 10, padding: '20px 24px', margin: '0 0 16px' }}>
      <Heading as="h2" style={{ fontSize: 17, lineHeight: '24px', margin: '0 0 12px', color: C.foreground }}>
        {group.heading}
      </Heading>
      {group.items.map((item, i) => (
        <Section key={i} style={{ borderLeft: `3px solid ${C.rule}`, padding: '2px 0 2px 12px', margin: '0 0 12px' }}>
          <Text style={{ margin: 0, fontSize: 14, lineHeight: '20px', color: C.foreground }}>{item.message}</Text>
          {item.changes.map((change, j) => (
            <Text key={j} style={{ margin: '2px 0 0', fontSize: 13, lineHeight: '18px', color: C.foreground }}>
              • {change}
            </Text>
          ))}
          <Text style={{ margin: '2px 0 0', fontSize: 12, lineHeight: '16px', color: C.muted }}>{time(item.at, timeZone)}</Text>
        </Section>
      ))}
      {group.url ? (
        <Button
          href={group.url}
          style={{ background: C.primary, color: C.onPrimary, borderRadius: 8, padding: '10px 18px', fontSize: 14, fontWeight: 600, textDecoration: 'none' }}
        >
          Open in Collab
        </Button>
      ) : null}
    </Section>
  );
}

export function NotificationMail({ model }: { model: NotificationMailModel }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{model.preview}</Preview>
      <Body style={{ background: C.background, fontFamily: FONT, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px' }}>
          <Text style={{ fontSize: 15, fontWeight: 700, color: C.primary, margin: '0 0 16px' }}>Collab</Text>
          <Heading as="h1" style={{ fontSize: 20, lineHeight: '28px', margin: '0 0 16px', color: C.foreground }}>
            {model.intro}
          </Heading>
          {model.groups.map((group, i) => (
            <Card key={i} group={group} timeZone={model.timeZone} />
          ))}
          <Hr style={{ borderColor: C.border, margin: '24px 0 12px' }} />
          <Text style={{ fontSize: 12, lineHeight: '18px', color: C.muted, margin: 0 }}>
            Times are in {model.timeZone}.{' '}
            {model.unsubscribe.map((u) => (
              <span key={u.kind}>
                <Link href={u.url} style={{ color: C.muted, textDecoration: 'underline' }}>
                  Stop emails about {phrase(u.label)}
                </Link>
                {' · '}
              </span>
            ))}
            <Link href={model.preferencesUrl} style={{ color: C.muted, textDecoration: 'underline' }}>
              All notification settings
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part, written out rather than derived from the HTML: links on lines of their own. */
export function notificationMailText(model: NotificationMailModel): string {
  const lines = [model.intro, ''];
  for (const group of model.groups) {
    lines.push(group.heading, '-'.repeat(Math.min(group.heading.length, 60)));
    for (const item of group.items) {
      lines.push(`- ${item.message} (${time(item.at, model.timeZone)})`);
      for (const change of item.changes) lines.push(`    ${change}`);
    }
    if (group.url) lines.push(`Open in Collab: ${group.url}`);
    lines.push('');
  }
  lines.push(`Times are in ${model.timeZone}.`);
  for (const u of model.unsubscribe) lines.push(`Stop emails about ${phrase(u.label)}: ${u.url}`);
  lines.push(`All notification settings: ${model.preferencesUrl}`);
  return lines.join('\n');
}

export async function renderNotificationMail(model: NotificationMailModel): Promise<{ html: string; text: string }> {
  return { html: await render(<NotificationMail model={model} />), text: notificationMailText(model) };
}

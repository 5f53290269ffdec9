/**
 * @jest-environment-options {"globalsCleanup": "off"}
 */
/**
 * The profile's two forms, "Profile" (name and picture) and "Notification settings", submitted in a
 * browser DOM against a stubbed BFF (next/navigation mocked): what a save sends, its success toast,
 * and the form standard of `useFormMutation` for a 422, its field errors under the fields and only
 * the messages no field shows in the error toast; a refused value never reaches the server.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { act, createElement } from 'react';
import type { ReactElement } from 'react';
import type { Root } from 'react-dom/client';
import { NOTIFICATION_KINDS } from '@/lib/contract/notification-kinds';
import type { NotificationPreferences } from '@/lib/contract/notification-preferences';
import type { User } from '@/lib/contract/user';
import { toastStore } from '@/lib/toasts/toast-store';
import { NotificationPreferencesForm } from './notification-preferences-form';
import { ProfileForm } from './profile-form';
import { profileKeys } from './profile-query-keys';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh }) }));

const user = { id: 7, first_name: 'Pat', last_name: 'Before', email: 'pat@x.io', image: null } as unknown as User;
const prefs: NotificationPreferences = {
  channels: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { in_app: true, email: true }])) as NotificationPreferences['channels'],
  email_mode: 'instant',
  digest_hour: 8,
  time_zone: 'Europe/Berlin',
  quiet_hours: null,
  saved: true,
};

let dom: JSDOM;
let root: Root;
let container: HTMLElement;
let client: QueryClient;
const globals = globalThis as unknown as Record<string, unknown>;
const realFetch = globalThis.fetch;
/** What the stubbed BFF was sent, and what it answers next. */
let sent: { url: string; init: RequestInit }[];
let answer: { status: number; body: unknown };

beforeEach(async () => {
  dom = new JSDOM('<!doctype html><body></body>');
  Object.assign(globals, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, IS_REACT_ACT_ENVIRONMENT: true });
  sent = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const { createRoot } = await import('react-dom/client');
  container = dom.window.document.createElement('div');
  dom.window.document.body.append(container);
  root = createRoot(container);
  client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  refresh.mockClear();
});
afterEach(() => {
  act(() => root.unmount());
  act(() => toastStore.clear());
  globalThis.fetch = realFetch;
  dom.window.close();
  for (const key of ['window', 'document', 'navigator', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[key];
});

const mount = (element: ReactElement) => act(() => root.render(createElement(QueryClientProvider, { client }, element)));

/** Submits the form and lets the schema import, the call and the mutation settle. */
async function submit(until: () => boolean) {
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  });
  for (let i = 0; i < 200 && !until(); i++) await act(() => new Promise((r) => setTimeout(r, 5)));
}

/** The error messages listed under the field labelled `label`. */
function errorsUnder(label: string): string[] {
  const field = [...container.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === label)?.parentElement;
  return [...(field?.querySelectorAll('li') ?? [])].map((li) => li.textContent ?? '');
}

const toasts = () => toastStore.getSnapshot().map((t) => ({ variant: t.variant, title: t.title, messages: t.messages }));

function setValue(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
}

describe('ProfileForm', () => {
  it('sends the names as multipart, says "Profile updated" and refreshes the page', async () => {
    answer = { status: 200, body: { data: { ...user, last_name: 'After' } } };
    mount(createElement(ProfileForm, { user }));
    act(() => setValue(container.querySelector('input[name="last_name"]') as HTMLInputElement, 'After'));
    await submit(() => refresh.mock.calls.length > 0);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/user');
    expect(sent[0].init.method).toBe('POST');
    const body = sent[0].init.body as FormData;
    expect([body.get('first_name'), body.get('last_name'), body.get('image')]).toEqual(['Pat', 'After', null]);
    expect(toasts()).toEqual([{ variant: 'success', title: 'Profile updated', messages: ['User updated successfully'] }]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a 422 shows its field errors under the fields, and only the other messages in the error toast', async () => {
    answer = { status: 422, body: { message: 'Invalid', errors: { last_name: ['The last name is too long.'], _: ['Try a smaller image.'] } } };
    mount(createElement(ProfileForm, { user }));
    await submit(() => toasts().length > 0);
    expect(errorsUnder('Last name')).toEqual(['The last name is too long.']);
    expect(errorsUnder('First name')).toEqual([]);
    expect(toasts()).toEqual([{ variant: 'error', title: 'Error', messages: ['Try a smaller image.'] }]);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('a 422 whose messages all stand under fields shows no toast; a refused name is never sent', async () => {
    answer = { status: 422, body: { message: 'Invalid', errors: { first_name: ['The first name is taken.'] } } };
    mount(createElement(ProfileForm, { user }));
    await submit(() => errorsUnder('First name').length > 0);
    expect(errorsUnder('First name')).toEqual(['The first name is taken.']);
    expect(toasts()).toEqual([]);

    act(() => setValue(container.querySelector('input[name="first_name"]') as HTMLInputElement, 'x'.repeat(300)));
    await submit(() => !errorsUnder('First name').includes('The first name is taken.'));
    expect(sent).toHaveLength(1);
    expect(errorsUnder('First name')).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });

  it('any other failure is an error toast with its message', async () => {
    answer = { status: 500, body: { message: 'The server is down.' } };
    mount(createElement(ProfileForm, { user }));
    await submit(() => toasts().length > 0);
    expect(toasts()).toEqual([{ variant: 'error', title: 'Error', messages: ['The server is down.'] }]);
  });
});

describe('NotificationPreferencesForm', () => {
  it('PUTs the settings, says "Notification settings saved" and keeps the answer as the query data', async () => {
    const saved = { ...prefs, email_mode: 'digest' as const };
    answer = { status: 200, body: { data: saved } };
    mount(createElement(NotificationPreferencesForm, { initial: prefs }));
    await submit(() => toasts().length > 0);
    expect(sent[0].url).toBe('/api/user/notification-preferences');
    expect(sent[0].init.method).toBe('PUT');
    expect(JSON.parse(String(sent[0].init.body))).toMatchObject({ email_mode: 'instant', digest_hour: 8, time_zone: 'Europe/Berlin', quiet_hours: null });
    expect(toasts()).toEqual([{ variant: 'success', title: 'Notification settings saved', messages: [] }]);
    expect(client.getQueryData(profileKeys.notificationPreferences)).toEqual(saved);
  });

  it('a 422 shows the time zone error under "Time zone"; one of a field not shown (instant mode hides the hour) goes into the toast', async () => {
    answer = { status: 422, body: { message: 'Invalid', errors: { time_zone: ['Not a time zone.'], digest_hour: ['Choose an hour from 0 to 23.'] } } };
    mount(createElement(NotificationPreferencesForm, { initial: prefs }));
    await submit(() => toasts().length > 0);
    expect(errorsUnder('Time zone')).toEqual(['Not a time zone.']);
    expect(toasts()).toEqual([{ variant: 'error', title: 'Error', messages: ['Choose an hour from 0 to 23.'] }]);
  });

  it('quiet hours that end where they start are refused under "To", without a call', async () => {
    mount(createElement(NotificationPreferencesForm, { initial: { ...prefs, quiet_hours: { from: '22:00', to: '22:00' } } }));
    await submit(() => errorsUnder('To').length > 0);
    expect(errorsUnder('To')).toEqual(['Quiet hours need an end different from their start.']);
    expect(sent).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });
});

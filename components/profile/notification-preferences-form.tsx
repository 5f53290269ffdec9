'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, FieldErrors } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { NOTIFICATION_KIND_INFO, NOTIFICATION_KINDS } from '@/lib/contract/notification-kinds';
import type { NotificationPreferences } from '@/lib/contract/notification-preferences';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';
import { profileKeys } from './profile-query-keys';

type Channels = NotificationPreferences['channels'];
type Channel = 'in_app' | 'email';

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The form of the profile's "Notifications" card; `initial` is what the upstream answered. */
export function NotificationPreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const [channels, setChannels] = useState<Channels>(initial.channels);
  const [mode, setMode] = useState(initial.email_mode);
  const [hour, setHour] = useState(initial.digest_hour);
  // Never saved: the browser's zone is the likeliest right answer (the person saves to keep it).
  const [zone, setZone] = useState(initial.saved ? initial.time_zone : browserZone());
  const [quiet, setQuiet] = useState(initial.quiet_hours !== null);
  const [quietFrom, setQuietFrom] = useState(initial.quiet_hours?.from ?? '22:00');
  const [quietTo, setQuietTo] = useState(initial.quiet_hours?.to ?? '07:00');
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return (all.includes(zone) ? all : [zone, ...all]).map((z) => ({ value: z, label: z.replaceAll('_', ' ') }));
  }, [zone]);
  const anyEmail = NOTIFICATION_KINDS.some((kind) => channels[kind].email);

  const toggle = (kind: (typeof NOTIFICATION_KINDS)[number], channel: Channel, on: boolean) =>
    setChannels((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));

  const form = useFormMutation({
    // Imported on submit: zod stays out of the profile's first load (decision 0014).
    schema: () => import('@/lib/contract/notification-preferences').then((m) => m.updateNotificationPreferencesBody),
    request: (json) => apiFetch<NotificationPreferences>('user/notification-preferences', { method: 'PUT', json }),
    errorFallback: 'Error saving notification settings',
    // The fields shown now: an error of a hidden one (the digest hour in instant mode) goes into the toast.
    fields: ['channels', 'email_mode', 'time_zone', ...(mode === 'digest' ? ['digest_hour'] : []), ...(quiet ? ['quiet_hours.from', 'quiet_hours.to'] : [])],
    success: ACCOUNT_TOAST.notificationPreferencesSaved,
    onSuccess: (saved) => queryClient.setQueryData(profileKeys.notificationPreferences, saved),
  });
  const { errors } = form;

  function submit(e: FormEvent) {
    e.preventDefault();
    void form.submit({ channels, email_mode: mode, digest_hour: hour, time_zone: zone, quiet_hours: quiet ? { from: quietFrom, to: quietTo } : null });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Notification settings">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-foreground">What you hear about</legend>
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-sm">
            <thead className="bg-muted text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Kind
                </th>
                <th scope="col" className="w-20 px-3 py-2 text-center font-medium">
                  In app
                </th>
                <th scope="col" className="w-20 px-3 py-2 text-center font-medium">
                  Email
                </th>
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => {
                const info = NOTIFICATION_KIND_INFO[kind];
                return (
                  <tr key={kind} className="border-t border-border">
                    <th scope="row" className="px-3 py-2 text-left font-normal">
                      <span className="block font-medium text-foreground">{info.label}</span>
                      <span className="block text-xs text-muted-foreground">{info.description}</span>
                    </th>
                    {(['in_app', 'email'] as const).map((channel) => (
                      <td key={channel} className="px-3 py-2 text-center">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          aria-label={`${info.label}: ${channel === 'email' ? 'email' : 'in app'}`}
                          checked={channels[kind][channel]}
                          onChange={(ev) => toggle(kind, channel, ev.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {errors.channels ? <FieldErrors messages={errors.channels} /> : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Email"
          errors={errors.email_mode}
          hint={anyEmail ? 'A batch per record a couple of minutes after it changes, or one summary a day.' : 'No kind is set to email.'}
        >
          <Select
            name="email_mode"
            value={mode}
            onChange={(e) => setMode(e.target.value === 'digest' ? 'digest' : 'instant')}
            options={[
              { value: 'instant', label: 'As it happens' },
              { value: 'digest', label: 'Daily digest' },
            ]}
          />
        </Field>
        {mode === 'digest' ? (
          <Field label="Digest at" errors={errors.digest_hour} hint="Your local time.">
            <Select name="digest_hour" value={String(hour)} onChange={(e) => setHour(Number(e.target.value))} options={HOURS} />
          </Field>
        ) : null}
        <Field label="Time zone" errors={errors.time_zone} hint={initial.saved ? undefined : 'From your browser; save to keep it.'}>
          <Select name="time_zone" value={zone} onChange={(e) => setZone(e.target.value)} options={zones} />
        </Field>
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-foreground">Quiet hours</legend>
        <label className="flex items-center gap-2 text-sm text-foreground">
          <input type="checkbox" className="size-4 accent-primary" checked={quiet} onChange={(e) => setQuiet(e.target.checked)} />
          Hold instant email between these times; it arrives when they end.
        </label>
        {quiet ? (
          <div className="grid max-w-md grid-cols-2 gap-4">
            <Field label="From" errors={errors['quiet_hours.from']}>
              <Input type="time" name="quiet_from" value={quietFrom} onChange={(e) => setQuietFrom(e.target.value)} />
            </Field>
            <Field label="To" errors={errors['quiet_hours.to']}>
              <Input type="time" name="quiet_to" value={quietTo} onChange={(e) => setQuietTo(e.target.value)} />
            </Field>
          </div>
        ) : null}
      </fieldset>

      <Button type="submit" loading={form.pending} loadingText="Saving…">
        Save notification settings
      </Button>
    </form>
  );
}

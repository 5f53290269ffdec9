'use client';

import { useId } from 'react';
import type { ReactNode } from 'react';
import { recordOptions as filterOptions, useWorkspaceRecordOptions } from '@/lib/workspace-content/use-filter-options';
import { MultiSelect } from '@/components/workspace-content/multi-select';
import { RecordLinkFields } from '@/components/workspace-content/record-link-fields';
import { Field } from '@/components/ui/field';
import { AlertCircleIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { Meeting } from '@/lib/contract/meetings';
import type { MemberUser } from '@/lib/contract/teams';
import type { MeetingFormValues } from '@/lib/meetings/meeting-form-values';
import { endAfterStartMove, endError } from '@/lib/meetings/meeting-end';
import { zoneAbbreviation } from '@/lib/meetings/meeting-time';
import { zonedToInstant } from '@/lib/meetings/meeting-time-input';
import { zoneLabel } from '@/lib/meetings/zone-label';
import { personName } from '@/lib/people/person-name';

type Change = (patch: Partial<MeetingFormValues>) => void;

/** Messages under a control that is not a <Field> child (the attendees popover, the goal lines). */
export function FieldMessages({ id, messages }: { id?: string; messages: readonly string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <ul id={id} className="space-y-0.5">
      {[...new Set(messages)].map((m) => (
        <li key={m} className="flex items-start gap-1.5 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{m}</span>
        </li>
      ))}
    </ul>
  );
}

/** Date, start and end in the browser's zone, which the hint names. Moving the start moves the end with it (same duration). */
export function MeetingTimeFields({ values, errors, tz, onChange }: { values: MeetingFormValues; errors: FieldErrors; tz: string; onChange: Change }) {
  // The zone's name on the chosen day (summer and winter names differ).
  const at = zonedToInstant(values.date, values.start || '12:00', tz);
  const abbreviation = at ? zoneAbbreviation(Date.parse(at), tz) : tz;
  // Said as soon as the end is edited before the start, not only after a submit (once, if both say it).
  const early = endError(values.date, values.start, values.end, tz);
  const endErrors = early ? [...new Set([early, ...(errors.ends_at ?? [])])] : errors.ends_at;
  return (
    <div className="space-y-1.5">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <Field label="Date" required errors={errors.date} className="col-span-2 sm:col-span-1">
          <DateField name="date" value={values.date} onChange={(e) => onChange({ date: e.target.value })} />
        </Field>
        <Field label="Start" required errors={errors.starts_at}>
          <Input
            type="time"
            name="start"
            step={300}
            value={values.start}
            onChange={(e) => onChange({ start: e.target.value, end: endAfterStartMove(values.date, values.start, e.target.value, values.end, tz) })}
          />
        </Field>
        <Field label="End" errors={endErrors}>
          <Input type="time" name="end" step={300} value={values.end} onChange={(e) => onChange({ end: e.target.value })} />
        </Field>
      </div>
      <p className="text-xs text-muted-foreground">{`Times are in your time zone, ${zoneLabel(tz, abbreviation)}. Attendees see them in theirs.`}</p>
    </div>
  );
}

type Option = { value: string; label: string };
const asOptions = (records: readonly { id: number; name: string; workspace_name: string }[] | undefined): Option[] =>
  filterOptions(records, false).map((o) => ({ value: String(o.value), label: o.label }));
/** Keeps a stored choice selectable while its options load (or after its record left the workspace). */
const withCurrent = (options: Option[], value: string, name: string | null | undefined): Option[] =>
  value && !options.some((o) => o.value === value) ? [{ value, label: name ?? 'Current choice' }, ...options] : options;

type PeopleProps = {
  values: MeetingFormValues;
  errors: FieldErrors;
  members: readonly MemberUser[];
  membersLoading: boolean;
  /** The meeting being edited: its stored record names stay shown. */
  meeting?: Meeting;
  /** Shown under the attendees (the busy-times hint). */
  busyHint?: ReactNode;
  onChange: Change;
};

/** Attendees (members of the workspace's teams) and the optional retailer, brand and product of the workspace. */
export function MeetingPeopleFields({ values, errors, members, membersLoading, meeting, busyHint, onChange }: PeopleProps) {
  const errorId = `attendees-${useId().replace(/:/g, '')}`;
  const ws = values.workspaceId;
  const retailers = useWorkspaceRecordOptions('retailers', ws, ws !== '');
  const brands = useWorkspaceRecordOptions('brands', ws, ws !== '');
  const products = useWorkspaceRecordOptions('products', ws, ws !== '');
  const none = ws === '';
  const placeholder = (loading: boolean, noun: string) => (none ? 'Choose a workspace first' : loading ? `Loading ${noun}s…` : `No ${noun}`);

  return (
    <>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-foreground">Attendees</span>
        <MultiSelect
          label="Attendees"
          placeholder={none ? 'Choose a workspace first' : 'Nobody yet'}
          options={members.map((u) => ({ value: u.id, label: personName(u) }))}
          loading={membersLoading}
          disabled={none}
          value={values.attendeeIds}
          onChange={(ids) => onChange({ attendeeIds: ids })}
        />
        <p className="text-xs text-muted-foreground">Each new attendee gets an invitation notification.</p>
        <FieldMessages id={errorId} messages={errors.attendee_ids} />
        {busyHint}
      </div>
      <RecordLinkFields
        errors={errors}
        disabled={none}
        retailer={{
          value: values.retailerId,
          placeholder: placeholder(retailers.isPending, 'retailer'),
          options: withCurrent(asOptions(retailers.data), values.retailerId, meeting?.retailer_name),
          onChange: (retailerId) => onChange({ retailerId }),
        }}
        brand={{
          value: values.brandId,
          placeholder: placeholder(brands.isPending, 'brand'),
          options: withCurrent(asOptions(brands.data), values.brandId, meeting?.brand_name),
          onChange: (brandId) => onChange({ brandId }),
        }}
        product={{
          value: values.productId,
          placeholder: placeholder(products.isPending, 'product'),
          options: withCurrent(asOptions(products.data), values.productId, meeting?.product_name),
          onChange: (productId) => onChange({ productId }),
        }}
      />
    </>
  );
}

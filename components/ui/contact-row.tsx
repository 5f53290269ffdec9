import type { ReactNode } from 'react';
import type { Contact } from '@/lib/contract/relations';
import { Button } from './button';
import { EntityAvatar } from './entity-avatar';

/** "Ann Lee" of a contact (the last name is optional). */
export const contactName = (c: Pick<Contact, 'first_name' | 'last_name'>) => [c.first_name, c.last_name].filter(Boolean).join(' ');

const linkClass = 'text-primary hover:underline';

/** An email address that opens the mail program. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`break-all ${linkClass}`}>
      {email}
    </a>
  );
}

/** A phone number that dials (the link keeps only digits and +). */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
      {phone}
    </a>
  );
}

/** A person's email and phone on one wrapping line (nothing when neither is known). */
export function ContactLinks({ email, phone }: { email?: string | null; phone?: string | null }) {
  if (!email && !phone) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm">
      {email ? <EmailLink email={email} /> : null}
      {phone ? <PhoneLink phone={phone} /> : null}
    </p>
  );
}

export type ContactRowProps = {
  name: string;
  /** Their job, after the name ("Ann Lee · Buyer"). */
  title?: string | null;
  email?: string | null;
  phone?: string | null;
  /** A muted line under the links (notes, or the job on its own line). */
  note?: ReactNode;
  /** Their picture (or initials) before the name; leave out for none. */
  avatar?: { image: string | null };
  /** Buttons at the end of the row (edit, remove…). */
  actions?: ReactNode;
};

/** One person of a list: contacts of a company or retailer, a company's users. */
export function ContactRow({ name, title, email, phone, note, avatar, actions }: ContactRowProps) {
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      {avatar ? <EntityAvatar name={name} image={avatar.image} size="sm" /> : null}
      <div className="min-w-0 flex-1 basis-56 space-y-0.5">
        <p className="text-sm font-medium break-words">
          {name}
          {title ? <span className="font-normal text-muted-foreground"> · {title}</span> : null}
        </p>
        <ContactLinks email={email} phone={phone} />
        {note ? <p className="line-clamp-2 text-xs whitespace-pre-line text-muted-foreground">{note}</p> : null}
      </div>
      {actions ? <div className="flex gap-2">{actions}</div> : null}
    </div>
  );
}

/** The small Edit and Delete (or Remove) buttons at the end of a person's row, named with the person. */
export function ContactRowActions({
  name,
  onEdit,
  onRemove,
  removeLabel = 'Delete',
}: {
  name: string;
  onEdit: () => void;
  onRemove: () => void;
  removeLabel?: 'Delete' | 'Remove';
}) {
  return (
    <>
      <Button size="small" variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="small" variant="outline" onClick={onRemove} aria-label={`${removeLabel} ${name}`}>
        {removeLabel}
      </Button>
    </>
  );
}

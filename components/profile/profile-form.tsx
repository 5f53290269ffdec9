'use client';

import { useRouter } from 'next/navigation';
import { FilePicker } from '@/components/ui/file-picker';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { User } from '@/lib/contract/user';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
/** The fields that show their 422 errors; any other message goes into the error toast. */
const FIELDS = ['first_name', 'last_name', 'image'];

/** Name and image editing (`POST user`, multipart). The preview uses a local object URL. */
export function ProfileForm({ user }: { user: User }) {
  const router = useRouter();
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(user.image);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function chooseImage(file: File | null) {
    setImage(file);
    setPreview(file ? URL.createObjectURL(file) : user.image);
  }

  const form = useFormMutation({
    // Imported on submit: zod stays out of the profile's first load (decision 0014).
    schema: () => import('@/lib/contract/user').then((m) => m.updateUserBody),
    request: (parsed) => {
      const body = new FormData();
      body.set('first_name', parsed.first_name ?? '');
      body.set('last_name', parsed.last_name ?? '');
      if (image) body.set('image', image);
      return apiFetch<User>('user', { method: 'POST', formData: body });
    },
    errorFallback: 'Error updating user',
    fields: FIELDS,
    success: ACCOUNT_TOAST.profileUpdated,
    onSuccess: () => {
      setImage(null);
      router.refresh();
    },
  });
  const { errors } = form;

  function submit(e: FormEvent) {
    e.preventDefault();
    void form.submit({ first_name: firstName, last_name: lastName });
  }

  return (
    <Card>
      <CardBody>
        <form onSubmit={submit} noValidate className="grid gap-6 md:grid-cols-[160px_1fr]" aria-label="Profile">
          <div className="flex flex-col items-center gap-3">
            {preview ? (
              // eslint-disable-next-line @next/next/no-img-element -- a local object URL or an upstream image served through the BFF
              <img src={preview} alt="Profile picture preview" className="h-28 w-28 rounded-full border border-border object-cover" />
            ) : (
              <span className="flex h-28 w-28 items-center justify-center rounded-full bg-muted text-sm text-muted-foreground">No picture</span>
            )}
          </div>
          <div className="min-w-0 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" errors={errors.first_name} required>
                <Input name="first_name" autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
              </Field>
              <Field label="Last name" errors={errors.last_name} required>
                <Input name="last_name" autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
              </Field>
            </div>
            <Field label="Email" hint="Your sign-in address; it cannot be changed here.">
              <Input value={user.email} readOnly disabled />
            </Field>
            <Field label="Picture" errors={errors.image} hint="PNG, JPG, GIF or WebP, up to 5 MB.">
              <FilePicker name="image" accept={ACCEPT} buttonLabel="Choose an image" onChange={(e) => chooseImage(e.target.files?.[0] ?? null)} />
            </Field>
            <Button type="submit" loading={form.pending} loadingText="Saving…">
              Save changes
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

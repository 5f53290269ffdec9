'use client';

import { useEffect, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export type ImageFieldProps = {
  label: string;
  /** The stored image (URL), shown until a file is chosen. */
  current?: string | null;
  onFileChange: (file: File | null) => void;
  errors?: string[];
};

/** An image input with a live preview (a local object URL, released when replaced or unmounted). */
export function ImageField({ label, current = null, onFileChange, errors }: ImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(file: File | null) {
    onFileChange(file);
    setPreview(file ? URL.createObjectURL(file) : null);
  }

  const shown = preview ?? current;
  return (
    <div className="flex items-start gap-4">
      {shown ? (
        // eslint-disable-next-line @next/next/no-img-element -- a local object URL or an upstream image served through the BFF
        <img src={shown} alt={`${label} preview`} className="size-16 shrink-0 rounded-lg border border-border object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-muted text-center text-xs text-muted-foreground">No image</span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <Field label={label} errors={errors} hint="PNG, JPG, GIF or WebP, up to 5 MB.">
          <FilePicker key={inputKey} name="image" accept={ACCEPT} buttonLabel="Choose an image" onChange={(e) => choose(e.target.files?.[0] ?? null)} />
        </Field>
        {preview ? (
          <Button
            size="small"
            variant="outline"
            onClick={() => {
              choose(null);
              setInputKey((k) => k + 1);
            }}
          >
            Remove chosen image
          </Button>
        ) : null}
      </div>
    </div>
  );
}

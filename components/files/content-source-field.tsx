'use client';

import { useId, useState } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import type { ComponentProps, DragEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { ContentSource } from '@/lib/files/file-form';
import { formatBytes } from '@/lib/files/format';
import { UPLOAD_ACCEPT, UPLOAD_LIMITS_TEXT } from '@/lib/files/limits';

export type ContentSourceFieldProps = {
  value: ContentSource;
  onChange: (next: ContentSource) => void;
  /** Called with a newly chosen file (the upload form prefills the name from it). */
  onFileChosen?: (file: File) => void;
  errors: FieldErrors;
  disabled?: boolean;
};

const MODES = [
  { mode: 'upload', label: 'Upload a file' },
  { mode: 'url', label: 'Link to a URL' },
] as const;

/** The content of a new file or version: a document (picked or dropped) or an external link. */
export function ContentSourceField({ value, onChange, onFileChosen, errors, disabled }: ContentSourceFieldProps) {
  const name = `source-${useId().replace(/:/g, '')}`;
  const [dragging, setDragging] = useState(false);
  const choose = (file: File | null) => {
    onChange({ mode: 'upload', file });
    if (file) onFileChosen?.(file);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) choose(file);
  };

  return (
    <div className="space-y-3">
      <fieldset className="space-y-2" disabled={disabled}>
        <legend className="text-sm font-medium text-foreground">Content</legend>
        <div className="grid grid-cols-2 gap-2">
          {MODES.map((m) => (
            <label
              key={m.mode}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-control border px-3 py-2 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring',
                value.mode === m.mode ? 'border-primary bg-primary-soft font-medium text-primary' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                className="size-4 accent-primary"
                checked={value.mode === m.mode}
                onChange={() => onChange(m.mode === 'upload' ? { mode: 'upload', file: null } : { mode: 'url', url: '' })}
              />
              {m.label}
            </label>
          ))}
        </div>
      </fieldset>
      {value.mode === 'upload' ? (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn('rounded-control border border-dashed p-3 transition-colors', dragging ? 'border-primary bg-primary-soft' : 'border-border-strong')}
        >
          <Field label="File" errors={errors.file} hint={`${UPLOAD_LIMITS_TEXT} You can also drop a file here.`} required>
            <FileInput disabled={disabled} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
          </Field>
          {value.file ? (
            <p className="mt-2 truncate text-xs text-muted-foreground">
              {value.file.name} · {formatBytes(value.file.size)}
            </p>
          ) : null}
        </div>
      ) : (
        <Field label="URL" errors={errors.external_url} hint="A link to the document elsewhere (it opens in a new tab)." required>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={value.url}
            maxLength={2000}
            disabled={disabled}
            onChange={(e) => onChange({ mode: 'url', url: e.target.value })}
          />
        </Field>
      )}
    </div>
  );
}

/** The app's file picker (it takes its id, description and error state from the surrounding <Field>). */
function FileInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <FilePicker accept={UPLOAD_ACCEPT} {...props} />;
}

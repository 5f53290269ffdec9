'use client';

import { useId } from 'react';
import { FilePicker } from '@/components/ui/file-picker';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FieldErrors } from '@/lib/contract/field-errors';
import type { StoredDocument } from '@/lib/contract/content-common';
import type { InsightFormValues, InsightSource } from '@/lib/insights/insight-form-values';
import { formatBytes } from '@/lib/insights/upload-batches';

type Props = {
  values: InsightFormValues;
  errors: FieldErrors;
  file: File | null;
  /** The stored file when editing (kept unless another is chosen or the source changes). */
  stored: StoredDocument | null;
  onChange: (patch: Partial<InsightFormValues>) => void;
  onFile: (file: File | null) => void;
};

const SOURCES: { value: InsightSource; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'url', label: 'External link' },
  { value: 'file', label: 'File' },
];

export const DOCUMENT_HINT = 'PDF, Word, Excel, PowerPoint, OpenDocument, images, text, CSV or ZIP.';

/** The insight's document: an external URL or an uploaded file (alternatives), or none. */
export function InsightSourceField({ values, errors, file, stored, onChange, onFile }: Props) {
  const name = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Document</legend>
      <div role="radiogroup" aria-label="Document source" className="inline-flex flex-wrap gap-1 rounded-control border border-border bg-muted/40 p-1">
        {SOURCES.map((s) => (
          <label
            key={s.value}
            className="cursor-pointer rounded-control px-3 py-1.5 text-sm text-muted-foreground has-checked:bg-surface has-checked:font-medium has-checked:text-foreground has-checked:shadow-xs has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={s.value}
              checked={values.source === s.value}
              onChange={() => onChange({ source: s.value })}
              className="sr-only"
            />
            {s.label}
          </label>
        ))}
      </div>
      {values.source === 'url' ? (
        <Field label="External URL" errors={errors.external_url} required>
          <Input
            name="external_url"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.externalUrl}
            maxLength={2000}
            onChange={(e) => onChange({ externalUrl: e.target.value })}
          />
        </Field>
      ) : null}
      {values.source === 'file' ? (
        <Field
          label={stored ? 'Replace file' : 'File'}
          errors={errors.file}
          required={!stored}
          hint={stored ? `Current: ${stored.original_name} (${formatBytes(stored.size)}). ${DOCUMENT_HINT}` : DOCUMENT_HINT}
        >
          <FilePicker name="file" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
        </Field>
      ) : null}
      {values.source === 'file' && file ? <p className="text-xs text-muted-foreground">{`${file.name} · ${formatBytes(file.size)}`}</p> : null}
      {values.source !== 'url' && errors.external_url ? <p className="text-sm text-danger">{errors.external_url.join(' ')}</p> : null}
    </fieldset>
  );
}

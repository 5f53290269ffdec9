'use client';

import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { AlertCircleIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { lowerWords, withArticle } from '@/lib/ui/words';

type Props = {
  label: string;
  /** What one row is, e.g. "Certification" (labels "Certification 2", "Add a certification"). */
  item: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  /** Errors of the list itself, and of each row by index. */
  errors: { own: string[]; rows: Record<number, string[]> };
  url?: boolean;
  hint?: string;
  max?: number;
};

/** A list edited as rows: add and remove buttons, each row labelled, focus kept on the row being worked on. */
export function StringListField({ label, item, rows, onChange, errors, url, hint, max = 100 }: Props) {
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const lower = lowerWords(item);
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
      (inputs?.[index] ?? addRef.current)?.focus();
    });

  const add = () => {
    onChange([...rows, '']);
    focusRow(rows.length);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length ? next : ['']);
    focusRow(Math.min(index, next.length - 1));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-foreground">{label}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <ul ref={listRef} className="space-y-2">
        {rows.map((value, index) => (
          // Rows have no identity of their own; the index is what the errors refer to.
          <li key={index} className="flex items-start gap-2">
            <Field label={`${item} ${index + 1}`} hideLabel errors={errors.rows[index]} className="flex-1">
              <Input
                value={value}
                type={url ? 'url' : 'text'}
                inputMode={url ? 'url' : undefined}
                placeholder={url ? 'https://' : undefined}
                maxLength={300}
                onChange={(e) => onChange(rows.map((r, i) => (i === index ? e.target.value : r)))}
              />
            </Field>
            <Button
              variant="outline"
              className="px-3"
              onClick={() => remove(index)}
              aria-label={`Remove ${lower} ${index + 1}`}
              disabled={rows.length === 1 && value === ''}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      {errors.own.length ? (
        <p className="flex items-start gap-1.5 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {errors.own.join(' ')}
        </p>
      ) : null}
      <Button ref={addRef} size="small" variant="outline" onClick={add} disabled={rows.length >= max}>
        Add {withArticle(lower)}
      </Button>
    </fieldset>
  );
}

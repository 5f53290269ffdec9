'use client';

import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { focusFirstInvalid } from '@/components/companies/focus-invalid';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '@/components/ui/card';
import { FieldErrors } from '@/components/ui/field';
import type { ImportOptions, ImportResource } from '@/lib/contract/imports';
import { initialMapping, mappingProblems, sampleValues } from '@/lib/imports/mapping';
import { usePreviewImport } from '@/lib/imports/use-import-actions';
import { serverProblems } from '@/lib/imports/preview-problems';
import { countOf } from '@/lib/ui/plural';
import { MappingOptions } from './mapping-options';
import { MappingRow } from './mapping-row';

const CURRENCY = /^[A-Z]{3}$/;

/** Step 2: a field for every column of the file (pre-filled with the suggestion), the options, then the dry run. */
export function MappingStep({ item, onPreviewed }: { item: ImportResource; onPreviewed: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [mapping, setMapping] = useState(() => initialMapping(item.headers, item.mapping));
  const [options, setOptions] = useState<ImportOptions>(item.options);
  const [submitted, setSubmitted] = useState(false);
  const preview = usePreviewImport(item.company_id, item.id);

  const local = mappingProblems(mapping);
  const server = serverProblems(preview.error?.fieldErrors ?? {}, preview.error?.messages ?? []);
  const currencyError = submitted && !CURRENCY.test(options.currency) ? ['The currency must be a three-letter code such as USD.'] : server.currency;
  const formErrors = [...(submitted && local.form ? [local.form] : []), ...server.form];
  const mapped = Object.values(mapping).filter(Boolean).length;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (local.form || !CURRENCY.test(options.currency)) return focusFirstInvalid(formRef.current);
    const done = await preview.run({ mapping, options });
    if (done !== false) onPreviewed();
    else focusFirstInvalid(formRef.current);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      <Card>
        <CardHeader
          title="Map the columns"
          description={`${countOf(item.headers.length, 'column')} and ${countOf(item.row_count, 'row')} in ${item.file_name}. Choose what each column holds; the suggestions come from the headers and your last import.`}
        />
        <CardBody className="py-0 sm:py-0">
          <div className="hidden grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_minmax(12rem,16rem)] gap-4 border-b border-border py-2 text-xs font-medium tracking-wide text-muted-foreground uppercase sm:grid">
            <span>Column in the file</span>
            <span>First values</span>
            <span>Field</span>
          </div>
          <ul className="divide-y divide-border">
            {item.headers.map((header, i) => (
              <MappingRow
                key={`${i}-${header}`}
                header={header}
                samples={sampleValues(item.sample, i)}
                field={mapping[header] ?? null}
                error={local.byHeader[header] ?? server.byHeader[header]}
                onChange={(field) => setMapping((m) => ({ ...m, [header]: field }))}
              />
            ))}
          </ul>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Options" />
        <CardBody>
          <MappingOptions options={options} currencyError={currencyError} onChange={(next) => setOptions((o) => ({ ...o, ...next }))} />
        </CardBody>
        <CardFooter className="flex-col items-stretch sm:flex-row sm:items-center sm:justify-between">
          <div role="alert" className="min-w-0">
            {formErrors.length > 0 ? <FieldErrors messages={formErrors} /> : null}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <span className="text-sm text-muted-foreground">
              {countOf(mapped, 'column')} of {item.headers.length} mapped
            </span>
            <Button type="submit" loading={preview.isPending} loadingText="Checking…">
              Preview import
            </Button>
          </div>
        </CardFooter>
      </Card>
    </form>
  );
}

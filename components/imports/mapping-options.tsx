'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ImportOptions } from '@/lib/contract/imports';

const SEPARATORS: { value: ImportOptions['decimal_separator']; label: string }[] = [
  { value: 'auto', label: 'Detect (1,299.00 or 1.299,00)' },
  { value: '.', label: 'Point: 1,299.00' },
  { value: ',', label: 'Comma: 1.299,00' },
];

export type MappingOptionsProps = {
  options: ImportOptions;
  currencyError?: string[];
  onChange: (next: Partial<ImportOptions>) => void;
};

/** How to read the file's prices, and whether its listing URLs become monitored pages. */
export function MappingOptions({ options, currencyError, onChange }: MappingOptionsProps) {
  return (
    <div className="space-y-4">
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={options.monitor_listings}
          onChange={(e) => onChange({ monitor_listings: e.target.checked })}
        />
        <span>
          <span className="font-medium text-foreground">Monitor these listings</span>
          <span className="block text-muted-foreground">Every product URL of the file is checked for its price, against the product’s MAP.</span>
        </span>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Decimal separator" hint="How the file writes prices, MSRP and MAP.">
          <Select
            value={options.decimal_separator}
            onChange={(e) => onChange({ decimal_separator: e.target.value as ImportOptions['decimal_separator'] })}
            options={SEPARATORS}
          />
        </Field>
        <Field label="Currency" hint="Three letters, such as USD or EUR." errors={currencyError}>
          <Input
            value={options.currency}
            maxLength={3}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            className="uppercase sm:max-w-32"
            onChange={(e) => onChange({ currency: e.target.value.toUpperCase() })}
          />
        </Field>
      </div>
    </div>
  );
}
